import { STATUS_CODES } from 'node:http';
import type { ApiErrorDetail } from '@prepward/shared/api';

/** An error whose message is safe to show the client; the error handler sends it as is. */
export type HttpError = Error & {
  statusCode: number;
  code: string;
  details?: ApiErrorDetail[];
  headers?: Record<string, string>;
  expose: true;
};

export function httpError(
  statusCode: number,
  message: string,
  extra: { code?: string; details?: ApiErrorDetail[]; headers?: Record<string, string> } = {},
): HttpError {
  return Object.assign(new Error(message), {
    statusCode,
    code: extra.code ?? STATUS_CODES[statusCode] ?? 'Error',
    expose: true as const,
    ...(extra.details ? { details: extra.details } : {}),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
}

export const badRequest = (message: string, details?: ApiErrorDetail[]) =>
  httpError(400, message, details ? { details } : {});
export const unauthorized = (message = 'Please sign in to continue') => httpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  httpError(403, message);
export const notFound = (message: string) => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && (error as Partial<HttpError>).expose === true;
}

// Every call to the API goes through apiRequest: it attaches the
// bearer token of the right kind, sends and reads JSON, and turns a failure into an
// ApiError whose message is the one to show.
import type { ApiErrorDetail, ApiSuccess } from '@prepward/shared/api';
import type { AccountType } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { expireSession } from './session';
import { getToken } from './storage';

export const API_BASE = '/api/v1';

export type AuthKind = AccountType | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser sets the boundary header. */
  formData?: FormData;
  /** Appended as a query string; null, undefined and empty strings are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Which stored token to send. @default 'user' */
  auth?: AuthKind;
  signal?: AbortSignal;
  /** Sends the request (the app's reads may take a reply asked for early: lib/early-data.ts). */
  send?: (url: string, init: RequestInit, token: string | null) => Promise<Response>;
};

type ApiErrorInit = {
  status: number;
  serverMessage?: string | undefined;
  error?: string | undefined;
  details?: ApiErrorDetail[] | undefined;
};

/** A failed request: HTTP status (0 when the server could not be reached) and the server's reply. */
export class ApiError extends Error {
  readonly status: number;
  /** `message` of the server's failure body, if any. */
  readonly serverMessage: string | undefined;
  /** `error` (short code) of the server's failure body, if any. */
  readonly error: string | undefined;
  /** Per-field validation problems; the first is what signup shows. */
  readonly details: ApiErrorDetail[];

  constructor(init: ApiErrorInit) {
    super(init.serverMessage || init.error || MESSAGES.unexpectedError);
    this.name = 'ApiError';
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.error = init.error;
    this.details = init.details ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The text shown for a failure: the server's message, else its error field, else 'An unexpected error occurred'. */
export function errorMessage(err: unknown): string {
  if (isApiError(err)) return err.serverMessage || err.error || MESSAGES.unexpectedError;
  return MESSAGES.unexpectedError;
}

/**
 * For calls with a fixed failure text: a failed request shows errorMessage();
 * anything else (no answer from the server, a bug) shows `fallback`, e.g. 'Login Failed'.
 */
export function failureMessage(err: unknown, fallback: string): string {
  return isApiError(err) && err.status !== 0 ? errorMessage(err) : fallback;
}

export function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE}${cleanPath}${search ? `?${search}` : ''}`;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function asDetails(value: unknown): ApiErrorDetail[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message, line, column } = item as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    return [
      {
        path: typeof path === 'string' ? path : '',
        message,
        // Bulk CSV problems also say where they are.
        ...(typeof line === 'number' ? { line } : {}),
        ...(typeof column === 'string' ? { column } : {}),
      },
    ];
  });
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function apiRequest<T extends object = object>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiSuccess<T>> {
  const { method = 'GET', body, formData, query, auth = 'user', signal, send } = options;
  const headers = new Headers({ Accept: 'application/json' });
  let requestBody: BodyInit | undefined;
  if (formData) {
    requestBody = formData;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }
  const token = auth === 'none' ? null : getToken(auth);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    const init = { method, headers, body: requestBody, signal: signal ?? null };
    const url = buildUrl(path, query);
    response = await (send ? send(url, init, token) : fetch(url, init));
  } catch (err) {
    // Cancellation is not a failure to report; let the caller (TanStack Query) see it as is.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({ status: 0 });
  }

  const payload = await readJson(response);
  if (response.ok) {
    return (payload ?? { message: 'success', data: { message: '' } }) as ApiSuccess<T>;
  }

  throw failureOf(response.status, payload, auth, token);
}

/**
 * The ApiError of a failed reply, ending the session where the server says it is over: a
 * rejected token (401) or a suspended student (403 Blacklisted), whose reason is passed on.
 * Only the session the request was sent with, while it is still the stored one: a request sent
 * after Logout (no token) or a late reply to the token of an earlier sign-in ends nothing, so
 * Logout still lands on its sign-in page and a new session stays.
 */
export function failureOf(
  status: number,
  payload: unknown,
  auth: AuthKind,
  sentToken: string | null,
): ApiError {
  const failure = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  const blacklisted = status === 403 && failure.error === 'Blacklisted';
  const sessionSent = auth !== 'none' && sentToken !== null && getToken(auth) === sentToken;
  if ((status === 401 || blacklisted) && sessionSent) {
    expireSession(auth, blacklisted ? asString(failure.message) : undefined);
  }
  return new ApiError({
    status,
    serverMessage: asString(failure.message),
    error: asString(failure.error),
    details: asDetails(failure.details),
  });
}

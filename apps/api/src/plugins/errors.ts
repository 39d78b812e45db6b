// Errors in one place: every failure leaves in the envelope
// {message, error, details?}; a 5xx never carries a stack trace or SQL.
import { STATUS_CODES } from 'node:http';
import type { ApiErrorDetail, ApiFailure } from '@prepward/shared/api';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isHttpError } from '../lib/http-error';
import { isServiceUnavailable, UNAVAILABLE_MESSAGE } from '../lib/unavailable';

function send(reply: FastifyReply, statusCode: number, body: ApiFailure) {
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

const codeFor = (statusCode: number) => STATUS_CODES[statusCode] ?? 'Error';

/**
 * What the router itself refuses before any route or hook runs: an address with a broken
 * percent escape (400) or a path parameter longer than the router takes (414). Without the
 * handler below, Fastify answers them with a body of its own that repeats the whole address.
 */
const ROUTER_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'The address is too long.' },
};

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const known = ROUTER_ERRORS[error.code];
  const statusCode = known?.statusCode ?? error.statusCode ?? 500;
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  const message =
    known?.message ??
    (statusCode < 500 ? error.message : 'Something went wrong on our side. Please try again.');
  void send(reply, statusCode, { message, error: codeFor(statusCode) });
};

export default fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: ApiErrorDetail[] = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return send(reply, 400, {
          message: details[0]?.message ?? 'Invalid request',
          error: codeFor(400),
          details,
        });
      }

      if (isHttpError(error)) {
        if (error.headers) void reply.headers(error.headers);
        return send(reply, error.statusCode, {
          message: error.message,
          error: error.code,
          ...(error.details ? { details: error.details } : {}),
        });
      }

      // Fastify's own client errors (bad JSON, body too large, wrong content type, 429 ...).
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return send(reply, statusCode, { message: error.message, error: codeFor(statusCode) });
      }

      if (isServiceUnavailable(error)) {
        // The database went away (a restart, a failover): a short wait, then the same request
        // works again; any transaction it had open was rolled back, so nothing is half-done.
        request.log.warn({ err: error }, 'request failed: database unavailable');
        void reply.header('retry-after', '5');
        return send(reply, 503, { message: UNAVAILABLE_MESSAGE, error: codeFor(503) });
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, {
        message: 'Something went wrong on our side. Please try again.',
        error: codeFor(500),
      });
    });
  },
  { name: 'errors' },
);

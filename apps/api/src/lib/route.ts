// Registers a route from its operation contract (packages/shared/src/operations): the path,
// the schemas that validate the request and serialise the reply, the OpenAPI entry, the
// guard of its caller (run before validation, so a caller without the right token learns
// nothing from a 400), and the success envelope. A handler receives the parsed input and the
// typed actor and returns its message and data; it never builds the envelope itself.
import {
  envelopeOf,
  type Caller,
  type OperationSpec,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type ReplyPayload,
} from '@prepward/shared/operation';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { AuthenticatedAdmin, AuthenticatedStudent } from './actors';
import { unauthorized } from './http-error';

/** The success envelope around a handler's payload: the one place it is built. */
export function successEnvelope<T extends { message: string }>(payload: T) {
  return { message: 'success' as const, data: payload };
}

/** OpenAPI: the route needs a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

type ActorOf<C extends Caller> = C extends 'anyone'
  ? object
  : C extends 'student'
    ? { student: AuthenticatedStudent }
    : { admin: AuthenticatedAdmin };

export type RouteCall<O extends OperationSpec> = {
  params: ParsedParams<O>;
  query: ParsedQuery<O>;
  body: ParsedBody<O>;
  request: FastifyRequest;
  reply: FastifyReply;
} & ActorOf<O['caller']>;

/**
 * A handler returns its payload, or the reply when it has sent one itself (a download, a
 * 304 Not Modified).
 */
export type RouteHandler<O extends OperationSpec> = (
  call: RouteCall<O>,
) => Promise<(O['reply'] extends 'file' ? never : ReplyPayload<O>) | FastifyReply>;

/** Route options beyond the contract that only the server cares about. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;

function guardOf(app: FastifyInstance, caller: Caller): preValidationAsyncHookHandler | null {
  if (caller === 'anyone') return null;
  if (caller === 'student') return app.requireStudent;
  if (caller === 'admin') return app.requireAdmin;
  return app.requirePermission(caller.permission);
}

function actorOf(caller: Caller, request: FastifyRequest): object {
  if (caller === 'anyone') return {};
  // The guard has run; a missing actor would be a wiring mistake, answered as signed out.
  if (caller === 'student') {
    if (!request.student) throw unauthorized();
    return { student: request.student };
  }
  if (!request.admin) throw unauthorized();
  return { admin: request.admin };
}

function responsesOf(operation: OperationSpec): Record<number, z.ZodType> | undefined {
  if (operation.reply === 'file') return undefined;
  const envelope = envelopeOf(operation.reply);
  const responses: Record<number, z.ZodType> = { [operation.status ?? 200]: envelope };
  for (const status of operation.alsoReplies ?? []) responses[status] = envelope;
  if (operation.conditional) {
    responses[304] = z
      .null()
      .optional()
      .describe('Not modified (no body): the ETag sent in If-None-Match still holds');
  }
  return responses;
}

export function route<const O extends OperationSpec>(
  app: FastifyInstance,
  operation: O,
  handler: RouteHandler<O>,
  extras: RouteExtras = {},
): void {
  const guard = guardOf(app, operation.caller);
  const response = responsesOf(operation);
  for (const url of [operation.path, ...(operation.aliases ?? [])]) {
    app.route({
      method: operation.method,
      url,
      ...extras,
      ...(guard ? { preValidation: guard } : {}),
      schema: {
        tags: [operation.tag],
        summary: operation.summary,
        ...(url === operation.path ? {} : { hide: true }),
        ...(operation.caller === 'anyone' ? {} : { security: bearerSecurity }),
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.query ? { querystring: operation.query } : {}),
        ...(operation.body ? { body: operation.body } : {}),
        ...(operation.upload ? { consumes: ['multipart/form-data'] } : {}),
        ...(operation.reply === 'file' ? { produces: ['text/csv'] } : {}),
        ...(response ? { response } : {}),
      },
      handler: async (request, reply) => {
        // The schemas above have parsed params, query and body into these shapes.
        const call = {
          ...actorOf(operation.caller, request),
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        } as RouteCall<O>;
        const payload = await handler(call);
        if (operation.reply === 'file' || reply.sent) return payload;
        if (operation.status) void reply.status(operation.status);
        return successEnvelope(payload);
      },
    });
  }
}

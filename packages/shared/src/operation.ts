// One contract per API operation, read by both sides: the server registers its route from it
// (path, schemas, who may call, OpenAPI), the web app calls it through it (path from typed
// params, reply typed from the schema). docs/architecture.md shows how to add one.
import { z } from 'zod';
import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation: anyone, a signed-in student, any administrator, or one permission. */
export type Caller = 'anyone' | 'student' | 'admin' | { permission: Permission };

type ZObject = z.ZodObject<z.ZodRawShape>;

export type OperationSpec = {
  method: HttpMethod;
  /** Fastify's spelling: `/user/test/:examId`; every `:name` is a key of `params`. */
  path: `/${string}`;
  /** The same operation at other paths (older clients); left out of the OpenAPI document. */
  aliases?: readonly `/${string}`[];
  summary: string;
  /** The OpenAPI tag it is listed under. */
  tag: string;
  caller: Caller;
  params?: ZObject;
  query?: z.ZodType;
  /** A JSON body. Uploads send multipart form data instead and leave this out (`upload: true`). */
  body?: z.ZodType;
  upload?: true;
  /**
   * What a success carries besides its message, inside the envelope of docs/api.md:
   * `{ message: 'success', data: { message, ...reply } }`. `'file'` for a CSV download.
   */
  reply: ZObject | 'file';
  /** The success status. @default 200 */
  status?: 200 | 201;
  /** Other statuses that carry the same envelope (the health check's 503). */
  alsoReplies?: readonly number[];
  /** Answers 304 without a body when the client's ETag still holds. */
  conditional?: true;
};

/** Declares an operation; `const` keeps its literal types for the callers on both sides. */
export function operation<const T extends OperationSpec>(spec: T): T {
  return spec;
}

/** The success envelope of docs/api.md around the data of a reply. */
export function envelopeOf<T extends z.ZodRawShape>(reply: z.ZodObject<T>) {
  return z.object({
    message: z.literal('success'),
    data: reply.extend({ message: z.string() }),
  });
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path params, query and body as the server reads them (after parsing). */
export type ParsedParams<O extends OperationSpec> = OutputOf<O['params']>;
export type ParsedQuery<O extends OperationSpec> = OutputOf<O['query']>;
export type ParsedBody<O extends OperationSpec> = OutputOf<O['body']>;

/** zod infers `Record<string, never>` for `z.object({})`: a reply of its message alone. */
type Fields<T> = string extends keyof T ? object : T;

/** The data a success carries (without its message), as the client receives it. */
export type ReplyData<O extends OperationSpec> = O['reply'] extends z.ZodType
  ? Fields<z.output<O['reply']>>
  : never;

/** What the server's handler returns: the reply's data and the message shown to the user. */
export type ReplyPayload<O extends OperationSpec> = O['reply'] extends z.ZodType
  ? { message: string } & Fields<z.input<O['reply']>>
  : never;

type Optional<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };

/** What a client passes to call an operation: only the parts the operation has. */
export type OperationInput<O extends OperationSpec> = Optional<'params', InputOf<O['params']>> &
  Optional<'query', InputOf<O['query']>> &
  Optional<'body', InputOf<O['body']>>;

/** The path of a call: every `:name` of the template replaced by its encoded param. */
export function pathOf(
  template: string,
  params: Record<string, string | number | undefined> = {},
): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

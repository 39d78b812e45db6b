// Calls an API operation through its contract (packages/shared/src/operations): the path is
// built from typed params, the token is the one its caller needs, and the reply is typed
// from the contract's schema. Query options are built here too, so a query's key is always
// its operation and input: two features asking the same thing share the cache, and two
// asking different things never collide.
import {
  pathOf,
  type Caller,
  type OperationInput,
  type OperationSpec,
  type ReplyData,
} from '@prepward/shared/operation';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type AuthKind } from './api-client';
import { sendOrTakeEarly } from './early-data';

/** The token an operation's caller sends. */
export function authOf(caller: Caller): AuthKind {
  if (caller === 'anyone') return 'none';
  return caller === 'student' ? 'user' : 'admin';
}

/** What a call answers: the reply's data and the server's message. */
export type Reply<O extends OperationSpec> = ReplyData<O> & { message: string };

type CallArgs<O extends OperationSpec> =
  object extends OperationInput<O>
    ? [input?: OperationInput<O>, options?: { signal?: AbortSignal | undefined }]
    : [input: OperationInput<O>, options?: { signal?: AbortSignal | undefined }];

export async function call<O extends OperationSpec>(
  operation: O,
  ...[input, options]: CallArgs<O>
): Promise<Reply<O>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number | undefined>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
  };
  const { data } = await apiRequest<Reply<O>>(pathOf(operation.path, params), {
    method: operation.method,
    query,
    body,
    auth: authOf(operation.caller),
    signal: options?.signal,
    send: sendOrTakeEarly,
  });
  return data;
}

/** The cache key of an operation's reply to an input; the key of every call of it as a prefix. */
export function keyOf<O extends OperationSpec>(operation: O, input?: OperationInput<O>) {
  return input === undefined
    ? ([operation.tag, operation.path] as const)
    : ([operation.tag, operation.path, input] as const);
}

/** Query options of a read: its key and its fetcher together. */
export function queryOf<O extends OperationSpec>(operation: O, ...[input]: CallArgs<O>) {
  const known = (input ?? {}) as OperationInput<O>;
  return queryOptions({
    queryKey: keyOf(operation, known),
    queryFn: ({ signal }) => call(operation, ...([known, { signal }] as CallArgs<O>)),
  });
}

/** Marks every cached reply of these operations stale (active ones are fetched again). */
export function invalidate(queryClient: QueryClient, ...operations: OperationSpec[]) {
  return Promise.all(
    operations.map((operation) => queryClient.invalidateQueries({ queryKey: keyOf(operation) })),
  );
}

/** Marks stale every cached reply of the operations under a tag prefix (a whole area). */
export function invalidateArea(queryClient: QueryClient, tagPrefix: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(tagPrefix),
  });
}

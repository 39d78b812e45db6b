// Property-based bad input: every operation of the OpenAPI document (/api/docs/json) gets
// generated wrong bodies, queries, path parameters, headers, content types and credentials.
// Administrator routes go out as an administrator with the admin role (every permission),
// student routes as a student with access to an exam and a test running in it, and some of
// every kind with no token, the other kind's token, a signed token of no account or garbage.
// Whatever comes in, the answer is never a 5xx, and every 4xx is the error envelope
// {message, error, details?} with a message a person can read. The seed is fixed, so a
// failure comes back the same way on the next run; fast-check prints the seed, the path and
// the shrunk counterexample, and the error names the request and the reply.
// The app and its records are in test/bad-input-fixtures.ts, the cases and what they are made
// of in test/bad-input-case-fixtures.ts, bad-input-request-fixtures.ts and
// bad-input-value-fixtures.ts.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createBadInputApp,
  key,
  OWN_IDENTITY,
  seedBadInput,
  type Operation,
} from './test/bad-input-fixtures';
import { caseArb, fixedCases, requestOf } from './test/bad-input-case-fixtures';
import type { Identity } from './test/bad-input-request-fixtures';
import { insertAdmin, insertStudent } from './test/commerce-fixtures';

/**
 * Fixed, so every run sends the same requests (each operation draws from its own seed, made
 * from this one and its method and path). FUZZ_SEED and FUZZ_RUNS set others for a longer
 * search; a failure found that way is worth a test of its own.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
/** Requests per operation, the fixed examples of each kind of bad input included. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 80);

// ---- The app, its identities and rows the generated ids can point at ----

const context = await createBadInputApp();
afterAll(() => context.close());
const { call, admin, student, operations, freshExams, poolsFor } = await seedBadInput(context);

type Reply = LightMyRequestResponse;

// ---- Requests and what their replies must be ----

async function tokenFor(operation: Operation, identity: Identity, garbage: string) {
  switch (identity) {
    case 'anonymous':
      return undefined;
    case 'garbage':
      return garbage;
    case 'ghost':
      // Correctly signed, for an account that does not exist.
      return `Bearer ${await context.app.tokens.sign(operation.audience === 'admin' ? 'admin' : 'user', { subject: randomUUID(), version: 0 })}`;
    case 'otherKind':
      return `Bearer ${operation.audience === 'admin' ? student.token : admin.token}`;
    case 'owner':
      return operation.audience === 'public'
        ? undefined
        : `Bearer ${(ownIdentities.get(key(operation)) ?? (operation.audience === 'admin' ? admin : student)).token}`;
  }
}

const ownIdentities = new Map<string, { token: string }>();

const preview = (text: string | Buffer | undefined, limit = 400) => {
  const value = typeof text === 'string' ? text : text?.toString('latin1');
  if (value === undefined) return '(none)';
  return value.length > limit ? `${value.slice(0, limit)}... (${value.length} characters)` : value;
};

/** Stack traces, SQL and database errors: what a 4xx message must never carry. */
const NOT_FOR_PEOPLE = [
  /\n\s*at \S.*:\d+:\d+/,
  /\[object Object\]/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.+\b(FROM|VALUES|SET|WHERE)\b/,
  /Failed query|violates .*constraint|invalid input syntax|out of range for type/,
];

/** Why the reply breaks the rules, or null. */
function problemWith(operation: Operation, reply: Reply): string | null {
  if (reply.statusCode >= 500) return `answered ${reply.statusCode}`;
  if (reply.statusCode < 400) return null;
  // The sandbox gateway's page is HTML for a browser; its "not found" is a page too.
  if (
    operation.method === 'GET' &&
    operation.path === '/api/v1/payments/sandbox/{reference}' &&
    reply.statusCode === 404 &&
    String(reply.headers['content-type']).startsWith('text/html')
  ) {
    return null;
  }
  if (!String(reply.headers['content-type']).startsWith('application/json')) {
    return `a ${reply.statusCode} of type ${String(reply.headers['content-type'])}, not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return `a ${reply.statusCode} whose body is not JSON`;
  }
  const envelope = body as { message?: unknown; error?: unknown; details?: unknown };
  if (typeof envelope.message !== 'string' || envelope.message.trim().length === 0) {
    return `a ${reply.statusCode} without a message`;
  }
  if (NOT_FOR_PEOPLE.some((pattern) => pattern.test(envelope.message as string))) {
    return `a ${reply.statusCode} whose message is not for people`;
  }
  if (typeof envelope.error !== 'string' || envelope.error.length === 0) {
    return `a ${reply.statusCode} without an error code`;
  }
  const extra = Object.keys(envelope).filter(
    (name) => !['message', 'error', 'details'].includes(name),
  );
  if (extra.length > 0)
    return `a ${reply.statusCode} with fields outside the envelope: ${extra.join(', ')}`;
  if (envelope.details !== undefined) {
    const details = envelope.details as { path?: unknown; message?: unknown }[];
    if (
      !Array.isArray(details) ||
      details.some(
        (detail) =>
          typeof detail.path !== 'string' ||
          typeof detail.message !== 'string' ||
          detail.message.length === 0,
      )
    ) {
      return `a ${reply.statusCode} with malformed details`;
    }
  }
  return null;
}

function seedOf(operation: Operation): number {
  let hash = SEED;
  for (const character of key(operation))
    hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

describe('bad input to every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(
      operations.some((operation) => operation.path === '/api/v1/payments/stripe/webhook'),
    ).toBe(true);
  });

  it.each(operations.map((operation) => [key(operation), operation] as const))(
    '%s never answers 5xx, and every 4xx is the error envelope',
    async (_name, operation) => {
      await freshExams();
      if (OWN_IDENTITY.has(key(operation))) {
        const own =
          operation.audience === 'admin'
            ? await insertAdmin(context, ['admin'])
            : await insertStudent(context);
        ownIdentities.set(key(operation), own);
      }
      const pools = poolsFor(operation.audience);
      await fc.assert(
        fc.asyncProperty(caseArb(operation, pools), async (generated) => {
          const request = requestOf(
            operation,
            generated,
            await tokenFor(operation, generated.identity, generated.garbageToken),
          );
          const reply = await call(request);
          const problem = problemWith(operation, reply);
          if (problem) {
            throw new Error(
              [
                `${request.method} ${preview(request.url, 300)} ${problem}`,
                `identity: ${generated.identity}, headers: ${JSON.stringify(generated.headers)}`,
                `content-type: ${request.headers['content-type'] ?? '(none)'}`,
                `payload: ${preview(request.payload)}`,
                `reply: ${reply.statusCode} ${preview(reply.body)}`,
              ].join('\n'),
            );
          }
        }),
        {
          seed: seedOf(operation),
          numRuns: RUNS_PER_OPERATION,
          examples: fixedCases(operation, pools).map((example) => [example]),
          // Stops a run (shrinking included) that would outlast the test's time, and reports
          // what it found so far instead of a bare timeout.
          interruptAfterTimeLimit: 40_000,
          markInterruptAsFailure: true,
        },
      );
    },
    60_000,
  );
});

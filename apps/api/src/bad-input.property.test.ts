// Property-based bad input: every operation of the OpenAPI document (/api/docs/json) gets
// generated wrong bodies, queries, path parameters, headers, content types and credentials.
// Administrator routes go out as an administrator with the admin role (every permission),
// student routes as a student with access to an exam and a test running in it, and some of
// every kind with no token, the other kind's token, a signed token of no account or garbage.
// Whatever comes in, the answer is never a 5xx, and every 4xx is the error envelope
// {message, error, details?} with a message a person can read. The seed is fixed, so a
// failure comes back the same way on the next run; fast-check prints the seed, the path and
// the shrunk counterexample, and the error names the request and the reply.
import { randomUUID } from 'node:crypto';
import { CONTENT_LIMITS } from '@prepward/shared/schemas/content';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  admins,
  cartItems,
  questionOptions,
  questionReports,
  questions,
  sales,
  supportTickets,
} from './db/schema';
import { insertAdmin, insertExam, insertStudent } from './test/commerce-fixtures';
import { createStripeClient } from './lib/payments/stripe';
import { createTestApp } from './test/test-app';
import { grantAccess, seedExam } from './test/attempt-fixtures';

/**
 * Fixed, so every run sends the same requests (each operation draws from its own seed, made
 * from this one and its method and path). FUZZ_SEED and FUZZ_RUNS set others for a longer
 * search; a failure found that way is worth a test of its own.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
/** Requests per operation, the fixed examples of each kind of bad input included. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 80);

// ---- The app, its identities and rows the generated ids can point at ----

// Limits far above what the generated requests reach: a 429 is a fine answer, but it would
// stop the requests after it from reaching validation and the services. Google sign-in is
// configured with a key address nothing answers on, so a credential is checked (and refused)
// rather than the route saying that Google sign-in is not set up. Stripe's keys make the
// webhook part of the document; the sandbox gateway stays the payment provider.
const GENEROUS = '1000000/1m';
const STRIPE_SECRET_KEY = 'sk_test_property_test_key';
const STRIPE_WEBHOOK_SECRET = 'whsec_property_test_secret';
const context = await createTestApp({
  environment: {
    PAYMENT_PROVIDER: 'sandbox',
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    GOOGLE_CLIENT_ID: 'property-test.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
    // X-Forwarded-For is read, so a made-up client address reaches the limits and sign-in.
    TRUST_PROXY: 'true',
    ...Object.fromEntries(
      [
        'ACCOUNT',
        'ADDRESS',
        'SIGNUP',
        'SIGNIN',
        'SIGNIN_FAILURES',
        'CODE_CHECKS',
        'CODE_EMAILS',
        'CODE_EMAILS_PER_ACCOUNT',
        'PASSWORD_CHANGES',
        'CHECKOUTS',
        'SUPPORT_REQUESTS',
      ].map((name) => [`RATE_LIMIT_${name}`, GENEROUS]),
    ),
  },
});
afterAll(() => context.close());

type Reply = LightMyRequestResponse;

const call = (options: InjectOptions) =>
  context.app.inject({ remoteAddress: '203.0.113.7', ...options });

async function succeed(options: InjectOptions & { url: string }): Promise<Reply> {
  const reply = await call(options);
  if (reply.statusCode >= 300) {
    throw new Error(`set-up ${options.method} ${options.url}: ${reply.statusCode} ${reply.body}`);
  }
  return reply;
}

const admin = await insertAdmin(context, ['admin']);
const otherAdmin = await insertAdmin(context, ['viewer']);
const student = await insertStudent(context);
/** A student for the administration's user routes (blacklisting the main student would end its turn). */
const otherStudent = await insertStudent(context);

// The student's exam, with access and a running practice test.
const owned = await seedExam(context.db);
await grantAccess(context.db, student.id, owned.id);
const asStudent = { authorization: `Bearer ${student.token}` };
const asAdmin = { authorization: `Bearer ${admin.token}` };
const started = await succeed({
  method: 'POST',
  url: `/api/v1/user/test/${owned.id}`,
  headers: asStudent,
  payload: { type: 'practice', questions: 10 },
});
const testId = started.json<{ data: { testId: string } }>().data.testId;
await succeed({
  method: 'POST',
  url: `/api/v1/user/exam/${owned.id}/${owned.questions[0]!.id}/report`,
  headers: asStudent,
  payload: { reason: 'The explanation names the wrong drug' },
});
await succeed({
  method: 'POST',
  url: '/api/v1/user/support',
  headers: asStudent,
  payload: { subject: 'Receipt', message: 'Please send my receipt again' },
});

// The questions of the running test, whose answers the student may submit.
const detail = await succeed({
  method: 'GET',
  url: `/api/v1/user/test/${owned.id}/${testId}`,
  headers: asStudent,
});
const testQuestions = owned.questions.filter((question) => detail.body.includes(question.id));

// A sale and a cart line of another exam.
const bought = await insertExam(context, { live: 1 });
await succeed({
  method: 'POST',
  url: '/api/v1/user/cart',
  headers: asStudent,
  payload: { examID: bought.id, months: 1 },
});
await succeed({ method: 'POST', url: '/api/v1/user/cart/checkout', headers: asStudent });
await succeed({
  method: 'POST',
  url: '/api/v1/user/cart',
  headers: asStudent,
  payload: { examID: bought.id, months: 2 },
});
const [sale] = await context.db.select().from(sales).where(eq(sales.userId, student.id));
const [cartItem] = await context.db
  .select()
  .from(cartItems)
  .where(eq(cartItems.userId, student.id));
const [report] = await context.db.select().from(questionReports);
const [ticket] = await context.db.select().from(supportTickets);
const mails = await succeed({ method: 'GET', url: '/api/v1/admin/mail', headers: asAdmin });
const mailIds = JSON.stringify(mails.json()).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [];

const adminEmails = (await context.db.select({ email: admins.email }).from(admins)).map(
  (row) => row.email,
);

/**
 * Real values by the name of the parameter or field that takes them (lower case, singular:
 * examID, examId and courseIds look up examid and courseid), for each kind of caller.
 */
const KNOWN: Record<Operation['audience'], Record<string, string[]>> = {
  admin: {
    saleid: [sale!.id],
    // Never the main student: a blacklisting would end its turn for the operations after.
    userid: [otherStudent.id],
    reportid: [report!.id],
    mailid: mailIds,
  },
  student: {
    testid: [testId],
    questionid: testQuestions.map((question) => question.id),
    courseid: Object.values(owned.courses),
    subjectid: Object.values(owned.subjects),
    option: testQuestions.flatMap((question) => question.options.map((option) => option.id)),
    cartitemid: [cartItem!.id],
    reference: [sale!.reference],
  },
  public: {
    reference: [sale!.reference],
  },
};

/**
 * Before each operation: an exam tree the administrator may change and delete freely (a
 * course or subject deleted with confirm=true takes its questions along, and the operations
 * after it need some), and an exam at the highest price an administrator may set. Otherwise
 * the operations run in the document's order on what the earlier ones left: the checkout
 * pays the cart that the cart operations filled.
 */
async function freshExams() {
  const scratch = await insertExam(context, { live: 3 });
  const priciest = await insertExam(context, {
    subscriptionAmount: CONTENT_LIMITS.subscriptionAmount,
  });
  const scratchQuestions = await context.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.examId, scratch.id));
  const scratchOptions = await context.db
    .insert(questionOptions)
    .values(
      scratchQuestions.flatMap((question) =>
        ['A', 'B', 'C'].map((value, position) => ({
          questionId: question.id,
          value,
          isCorrect: position === 0,
          position,
        })),
      ),
    )
    .returning({ id: questionOptions.id });
  Object.assign(KNOWN.admin, {
    examid: [scratch.id, priciest.id, owned.id],
    courseid: [scratch.courseId, scratch.subjectId],
    subjectid: [scratch.subjectId, scratch.courseId],
    questionid: [...scratchQuestions.map((question) => question.id), owned.questions[0]!.id],
    examaccess: [scratch.id, owned.id],
    // Path ids (administrators, support requests) and the ids of a question's options.
    id: [otherAdmin.id, admin.id, ticket!.id, ...scratchOptions.map((option) => option.id)],
  });
  KNOWN.student.examid = [owned.id, scratch.id, priciest.id, bought.id];
}

const allKnown = () => [
  ...new Set(Object.values(KNOWN).flatMap((byName) => Object.values(byName).flat())),
];

// ---- The operations of the OpenAPI document ----

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  audience: 'admin' | 'student' | 'public';
};

const documentReply = await succeed({ method: 'GET', url: '/api/docs/json' });
const openApi = documentReply.json<{
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}>();

const operations: Operation[] = Object.entries(openApi.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({
    method: method.toUpperCase() as Operation['method'],
    path,
    parameters: operation.parameters ?? [],
    body: operation.requestBody?.content['application/json']?.schema ?? null,
    audience: !operation.security
      ? ('public' as const)
      : path.startsWith('/api/v1/admin/')
        ? ('admin' as const)
        : ('student' as const),
  })),
);

/**
 * Operations that would change the identity they are sent as get an identity of their own,
 * so the operations after them still run as a signed-in, working account: a password change
 * that happened to send the right old password would end the session, and a profile update
 * with a new email leaves the account unverified. No operation deletes or signs out its own
 * caller (an administrator removing itself is refused), so nothing else is skipped.
 */
const OWN_IDENTITY = new Set([
  'PATCH /api/v1/user/onboarding/password/reset',
  'PATCH /api/v1/user/profile/update',
  'PATCH /api/v1/admin/onboarding/password',
]);

// ---- Generators ----
// A case is a request that follows the operation's schema as far as the document tells, with
// one thing wrong in it (or nothing, now and then, so the services see odd but valid input):
// the caller, a path parameter, the query, or the body and its content type.

const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '\u{1F9EA}é\u202E'.repeat(20_000);

/** Strings that trip parsers, casts and columns. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1',
    '0',
    '1.5',
    '0x1F',
    '9223372036854775808',
    '99999999999999999999999999',
    'true',
    '[]',
    '{}',
    "'; DROP TABLE users; --",
    '%',
    '_',
    '\\',
    'a\\',
    '%_\\%',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u202Eevil',
    'Zoë Ñandú 日本語 \u{1F489}',
    '\uD800',
    '\uFFFF',
    '\u0001\u001F\u007F',
    HUGE,
    HUGE_UNICODE,
  ),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ minLength: 201, maxLength: 6000 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested = (depth: number, inArray: boolean) => {
  let value: unknown = inArray ? [] : 'bottom';
  for (let index = 0; index < depth; index += 1) value = inArray ? [value] : { nested: value };
  return value;
};
const deepValue = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean())
  .map(([depth, inArray]) => nested(depth, inArray));

/** Any wrong value for a field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { id: 1 }),
  fc.anything({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
  fc.uuid(),
  deepValue,
);

/** `examID`, `courseIds`, `options` and the like look up the pools of examid, courseid, option. */
function knownValues(name: string, audience: Operation['audience']): string[] {
  const pool = KNOWN[audience];
  const lower = name.toLowerCase();
  return pool[lower] ?? pool[lower.replace(/ids$/, 'id')] ?? pool[lower.replace(/s$/, '')] ?? [];
}

const idArb = (name: string, audience: Operation['audience']) => {
  const known = knownValues(name, audience);
  const all = allKnown();
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(known.length > 0 ? known : all)), weight: 8 },
    { arbitrary: fc.constantFrom(...all), weight: 1 },
    {
      arbitrary: fc.oneof(
        fc.uuid(),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
        ),
      ),
      weight: 1,
    },
  );
};

/** A string that fits the schema's length in UTF-16 units (how zod counts), often at the edge. */
function stringWithin(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const cap = Math.min(maxLength, 100_000);
  return fc.oneof(
    {
      arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(cap, 40)) }),
      weight: 3,
    },
    {
      arbitrary: fc
        .string({
          unit: 'grapheme',
          minLength,
          maxLength: Math.max(minLength, Math.min(cap, 20)),
        })
        .filter((text) => text.length >= minLength && text.length <= cap),
      weight: 2,
    },
    {
      // Exactly as long as allowed, in letters that take several bytes.
      arbitrary: fc
        .constantFrom('x', 'é', '日', '\u{1F489}', ' a', '%', '\\', '\u202E')
        .map((unit) =>
          unit.repeat(Math.ceil(Math.max(cap, 1) / unit.length)).slice(0, Math.max(cap, minLength)),
        ),
      weight: 1,
    },
  );
}

/** A value that (roughly) follows the schema: the starting point of every case. */
function validish(
  schema: JsonSchema,
  name: string,
  audience: Operation['audience'],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validish(s, name, audience, depth)));
  if (schema.allOf?.[0]) return validish(schema.allOf[0], name, audience, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validishString(schema, name, audience);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - 1;
      const inRange =
        type === 'integer'
          ? fc.integer({
              min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
              max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
            })
          : fc.double({ min, max, noNaN: true });
      const small = fc.integer({
        min: Math.ceil(min),
        max: Math.min(Math.floor(max), Math.ceil(min) + 30),
      });
      return fc.oneof(small, inRange, fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? validish(schema.items, name, audience, depth + 1) : fc.jsonValue(),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        },
      );
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [
          key,
          validish(property, key, audience, depth + 1),
        ]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validishString(schema: JsonSchema, name: string, audience: Operation['audience']) {
  const known = knownValues(name, audience);
  if (schema.format === 'uuid') return idArb(name, audience);
  if (known.length > 0) {
    return fc.oneof(
      fc.constantFrom(...known),
      stringWithin(schema.minLength ?? 0, schema.maxLength ?? 64),
    );
  }
  // An email field's schema says only "string" (the address check runs after a trim).
  switch (/email/i.test(name) ? 'email' : schema.format) {
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,30}@[a-z0-9-]{1,20}\.[a-z]{2,6}$/),
        fc.constantFrom(
          student.email,
          student.email.toUpperCase(),
          ...adminEmails,
          ` ${otherStudent.email} `,
          'a@b.co',
          `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.com`,
        ),
      );
    case 'date':
      return fc.oneof(
        fc
          .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom(
          '0000-01-01',
          '0000-02-29',
          '0001-01-01',
          '1969-12-31',
          '2024-02-29',
          '9999-12-31',
        ),
      );
    case 'date-time':
      return fc.oneof(
        fc
          .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString()),
        fc
          .date({ noInvalidDate: true })
          .map((date) => new Date(Date.now() + (date.getTime() % 9e9)).toISOString()),
        fc.constantFrom(
          '0000-01-01T00:00:00Z',
          '9999-12-31T23:59:59.999999+14:00',
          '1970-01-01T00:00:00-00:00',
          '2026-02-29T00:00:00Z',
        ),
      );
    default:
  }
  if (/password|pass$/i.test(name)) {
    return fc.constantFrom('Fuzz-Pass-2026', 'Fixture2024', 'short', `Aa1${'x'.repeat(125)}`);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 60 });
  return stringWithin(schema.minLength ?? 0, schema.maxLength ?? 300);
}

// Mutations of a JSON value: a path is the list of keys down to a spot inside it.
type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  out.push(path);
  return out;
}

const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

type Container = Record<string | number, unknown>;

function spotAt(root: unknown, path: Path): Container {
  let spot = root as Container;
  for (const key of path) spot = spot[key] as Container;
  return spot;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = clone(value);
  spotAt(copy, path.slice(0, -1))[path.at(-1)!] = replacement;
  return copy;
}

function removeAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const copy = clone(value);
  const spot = spotAt(copy, path.slice(0, -1));
  const last = path.at(-1)!;
  if (Array.isArray(spot)) spot.splice(Number(last), 1);
  else delete spot[last];
  return copy;
}

function addAt(value: unknown, path: Path, key: string, extra: unknown): unknown {
  const copy = clone(value);
  // defineProperty, so that a key such as __proto__ becomes a real field of the JSON text.
  Object.defineProperty(spotAt(copy, path), key, {
    value: extra,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

const objectsIn = (value: unknown) =>
  pathsOf(value).filter((path) => {
    const spot = spotAt(value, path);
    return spot !== null && typeof spot === 'object' && !Array.isArray(spot);
  });

const pick = <T>(items: T[], index: number): T | undefined =>
  items.length > 0 ? items[index % items.length] : undefined;

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'roles', 'admin', ''),
  fc.string({ maxLength: 20 }),
);

/** The valid-ish value with one thing wrong in it. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      // A wrong value in a field or an item of a list (or for the whole value, if it has none).
      arbitrary: fc.tuple(valid, fc.nat(), badValue).map(([value, index, bad]) => {
        const inside = pathsOf(value).filter((path) => path.length > 0);
        return replaceAt(value, pick(inside, index) ?? [], bad);
      }),
      weight: 5,
    },
    {
      // A field or an item left out.
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, index]) => {
        const path = pick(
          pathsOf(value).filter((candidate) => candidate.length > 0),
          index,
        );
        return path ? removeAt(value, path) : value;
      }),
      weight: 2,
    },
    {
      // A field nobody asked for.
      arbitrary: fc.tuple(valid, fc.nat(), extraKey, badValue).map(([value, index, name, bad]) => {
        const path = pick(objectsIn(value), index);
        return path ? addAt(value, path, name, bad) : value;
      }),
      weight: 2,
    },
    { arbitrary: valid.map((value) => [value]), weight: 1 },
  );
}

// What Stripe sends to the webhook, as far as the app reads it.
const STRIPE_WEBHOOK = 'POST /api/v1/payments/stripe/webhook';
const STRIPE_EVENT: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    object: { enum: ['event'] },
    type: {
      enum: [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
        'customer.created',
      ],
    },
    data: {
      type: 'object',
      properties: {
        object: {
          type: 'object',
          properties: {
            id: { type: 'string', minLength: 1 },
            object: { enum: ['checkout.session'] },
            client_reference_id: { type: 'string' },
            metadata: { type: 'object', properties: { reference: { type: 'string' } } },
            payment_status: { enum: ['paid', 'unpaid', 'no_payment_required'] },
          },
          required: ['id'],
        },
      },
      required: ['object'],
    },
  },
  required: ['type', 'data'],
};
const stripe = createStripeClient(STRIPE_SECRET_KEY);

// ---- Cases ----

type Identity = 'owner' | 'anonymous' | 'otherKind' | 'ghost' | 'garbage';

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType: string | null }
  /** JSON with a Stripe signature: the right one over its bytes, or the one given. */
  | { kind: 'signed'; value: unknown; signature?: string };

type PathValue = { value: string; encode: boolean };

type Case = {
  identity: Identity;
  garbageToken: string;
  /** Headers besides the authorization and the content type. */
  headers: Record<string, string>;
  path: Record<string, PathValue>;
  query: { kind: 'values'; values: Record<string, unknown> } | { kind: 'raw'; text: string };
  body: Body;
};

const otherIdentityArb: fc.Arbitrary<Identity> = fc.constantFrom(
  'anonymous',
  'otherKind',
  'ghost',
  'garbage',
);

const garbageTokenArb = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${HUGE.slice(0, 8000)}`,
    'bearer    spaced',
  ),
  fc.string({ maxLength: 100 }).map((text) => `Bearer ${text}`),
);

const badPathValueArb: fc.Arbitrary<PathValue> = fc.oneof(
  {
    arbitrary: fc
      .oneof(
        nastyString.filter((text) => text.length < 3000),
        fc.uuid().map((id) => id.replaceAll('-', '')),
        fc.uuid().map((id) => id.toUpperCase()),
        fc.uuid().map((id) => `${id}x`),
        fc.uuid().map((id) => ` ${id}`),
        fc.uuid().map((id) => `${id.slice(0, 35)}g`),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          '{examId}',
        ),
      )
      .map((value) => ({ value, encode: true })),
    weight: 5,
  },
  {
    // Inserted as is: slashes, dots, broken percent escapes.
    arbitrary: fc
      .constantFrom('..', '.', '%', '%2', '%E0%A4%A', '%C0%AE', 'a/b', '?x=1', '#frag', '%2F..%2F')
      .map((value) => ({ value, encode: false })),
    weight: 1,
  },
);

const rawQueryArb = fc.constantFrom(
  'page=1&page=2',
  'page[]=1',
  'page[a]=1',
  'perPage=%ZZ',
  'search=%E0%A4%A',
  '%%%',
  '&&&=&=',
  'page',
  'page=',
  `search=${'%F0%9F%92%89'.repeat(300)}`,
  'courseIds=a&courseIds=b',
  'from=2026-02-30&to=2026-01-01',
  'from=2026-12-31&to=2026-01-01',
  `page=${'9'.repeat(400)}`,
  'perPage=1e3',
  'page=0x10',
  'page=-0',
  'page= 1',
  'email=a@b.co&email=c@d.co',
);

const multipartArb: fc.Arbitrary<Body> = fc
  .record({
    field: fc.constantFrom('image', 'csv', 'file', ''),
    fileName: fc.oneof(
      fc.constantFrom(
        'a.png',
        'questions.csv',
        'x.svg',
        '',
        '../../evil.csv',
        'noext',
        'é 日本.csv',
      ),
      // Control characters included: they are refused where requests come in (400).
      fc.string({ maxLength: 30 }),
      fc.constant('x.png\u0000.txt'),
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((array) => Buffer.from(array)),
      fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('<svg'),
        Buffer.from('type,question\nsingle_choice,"unclosed'),
        Buffer.from('\uFEFFexam,course\n,,,,,\n'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(0),
      ),
      fc
        .string({ maxLength: 300 })
        .map((text) => Buffer.from(`course,subject,type,question\n${text}`)),
    ),
    broken: fc.constantFrom('none', 'none', 'noBoundary', 'wrongBoundary', 'truncated', 'noFile'),
  })
  .map(({ field, fileName, bytes, broken }): Body => {
    const boundary = 'propertyBoundary7';
    const head =
      broken === 'noFile'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const whole = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return {
      kind: 'raw',
      text: broken === 'truncated' ? whole.subarray(0, Math.floor(whole.length / 2)) : whole,
      contentType:
        broken === 'noBoundary'
          ? 'multipart/form-data'
          : broken === 'wrongBoundary'
            ? 'multipart/form-data; boundary=somethingElse'
            : `multipart/form-data; boundary=${boundary}`,
    };
  });

const rawJsonArb: fc.Arbitrary<Body> = fc
  .constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    'null',
    '"text"',
    '42',
    '1e400',
    '-',
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    '{"a":"\\x41"}',
    "{'single':'quotes'}",
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":01}',
    '[]',
    `{"a":"${HUGE}"}`,
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  )
  .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' }));

const wrongContentType = fc.constantFrom(
  null,
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
  '*/*',
  'garbage',
  ';;;',
);

const formArb: fc.Arbitrary<Body> = fc
  .constantFrom('outcome=pay', 'outcome=decline&outcome=pay', 'outcome=%ZZ', '=&=&', 'a[b][c]=1')
  .map((text) => ({
    kind: 'raw' as const,
    text,
    contentType: 'application/x-www-form-urlencoded',
  }));

/** Headers that say something odd about the request or what it accepts back. */
const headersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-encoding': fc.constantFrom(
      'gzip',
      'deflate',
      'br',
      'identity',
      'zstd',
      'gzip, br',
      'x',
    ),
    'accept-encoding': fc.constantFrom('*;q=0', 'identity;q=0', 'br;q=x', 'gzip;q=-1', 'zstd', ''),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=0', 'nothing/at-all', ''),
    'x-forwarded-for': fc.constantFrom(
      'not-an-ip',
      '999.1.1.1',
      '::ffff:1.2.3.4, x',
      '',
      '1.1.1.1',
    ),
    'x-request-id': fc.constantFrom('', ' ', 'x'.repeat(2000), '../..', '%00'),
    'accept-language': fc.constantFrom('*', 'xx-YY;q=2', ''),
  },
  { requiredKeys: [] },
);

function caseArb(operation: Operation): fc.Arbitrary<Case> {
  const { audience } = operation;
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');

  const validPath = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        validish(parameter.schema, parameter.name, audience).map((value) => ({
          value: String(value),
          encode: true,
        })),
      ]),
    ),
  );
  const validQuery = fc
    .record(
      Object.fromEntries(
        queryParameters.map((parameter) => [
          parameter.name,
          validish(parameter.schema, parameter.name, audience),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((values) => ({ kind: 'values' as const, values }));
  // Operations without a JSON body take none, or a file (the uploads); the Stripe webhook
  // takes a signed event, whose shape the document cannot tell.
  const signed = key(operation) === STRIPE_WEBHOOK;
  const bodySchema = signed ? STRIPE_EVENT : operation.body;
  const asBody = (value: unknown): Body =>
    signed ? { kind: 'signed', value } : { kind: 'json', value };
  const validBody: fc.Arbitrary<Body> =
    operation.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : bodySchema
        ? validish(bodySchema, 'body', audience).map(asBody)
        : fc.oneof(fc.constant({ kind: 'none' as const }), multipartArb);

  const valid = fc.record({
    identity: fc.constant<Identity>('owner'),
    garbageToken: fc.constant(''),
    headers: fc.constant({}),
    path: validPath,
    query: validQuery,
    body: validBody,
  });

  const badPath = fc.tuple(valid, fc.nat(), badPathValueArb).map(([base, index, bad]): Case => {
    const name = pick(Object.keys(base.path), index);
    return name ? { ...base, path: { ...base.path, [name]: bad } } : base;
  });

  const badQuery = fc
    .tuple(valid, fc.nat(), badValue, extraKey, rawQueryArb, fc.nat(3))
    .map(([base, index, bad, name, raw, how]): Case => {
      if (base.query.kind !== 'values' || how === 0) {
        return { ...base, query: { kind: 'raw', text: raw } };
      }
      const target = pick(
        queryParameters.map((parameter) => parameter.name),
        index,
      );
      if (!target || how === 1) {
        return {
          ...base,
          query: { kind: 'values', values: { ...base.query.values, [name]: bad } },
        };
      }
      return {
        ...base,
        query: { kind: 'values', values: { ...base.query.values, [target]: bad } },
      };
    });

  const jsonValue = bodySchema ? validish(bodySchema, 'body', audience) : fc.constant<unknown>({});
  const badBody = fc
    .tuple(
      valid,
      fc.oneof(
        { arbitrary: mutated(jsonValue).map(asBody), weight: 10 },
        { arbitrary: fc.anything().map(asBody), weight: 2 },
        {
          arbitrary: fc
            .tuple(jsonValue, fc.oneof(nastyString, fc.constant('t=1,v1=0f')))
            .map(([value, signature]): Body => ({ kind: 'signed', value, signature })),
          weight: signed ? 2 : 0,
        },
        {
          arbitrary: mutated(jsonValue).map((value): Body => ({ kind: 'json', value })),
          weight: signed ? 2 : 0,
        },
        { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
        { arbitrary: rawJsonArb, weight: 2 },
        {
          // The right bytes under the wrong content type, or none at all.
          arbitrary: fc.tuple(jsonValue, wrongContentType).map(([value, contentType]): Body => ({
            kind: 'raw',
            text: JSON.stringify(value) ?? '',
            contentType,
          })),
          weight: 2,
        },
        { arbitrary: formArb, weight: 1 },
        { arbitrary: multipartArb, weight: 2 },
      ),
    )
    .map(([base, body]): Case => ({ ...base, body }));

  const badHeaders = fc
    .tuple(valid, headersArb)
    .map(([base, headers]): Case => ({ ...base, headers }));

  const badIdentity = fc
    .tuple(valid, otherIdentityArb, garbageTokenArb)
    .map(([base, identity, garbageToken]): Case => ({ ...base, identity, garbageToken }));

  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: badIdentity, weight: audience === 'public' ? 0 : 1 },
    { arbitrary: badHeaders, weight: 1 },
    { arbitrary: badPath, weight: pathParameters.length > 0 ? 2 : 0 },
    { arbitrary: badQuery, weight: queryParameters.length > 0 ? 2 : 1 },
    { arbitrary: badBody, weight: operation.method === 'GET' ? 0 : 4 },
  );
}

/** One example of each kind of bad input, run before the generated cases. */
function fixedCases(operation: Operation): Case[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = (value: string, encode = true) =>
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, { value, encode }]));
  const known = Object.fromEntries(
    pathParameters.map((parameter) => [
      parameter.name,
      { value: knownValues(parameter.name, operation.audience)[0] ?? randomUUID(), encode: true },
    ]),
  );
  const base: Case = {
    identity: 'owner',
    garbageToken: 'Bearer x',
    headers: {},
    path: known,
    query: { kind: 'values', values: {} },
    body: { kind: 'none' },
  };
  const withBody = (body: Body): Case[] => (operation.method === 'GET' ? [] : [{ ...base, body }]);
  return [
    base,
    { ...base, identity: 'anonymous' },
    { ...base, identity: 'otherKind' },
    { ...base, identity: 'garbage', garbageToken: 'Bearer a.b.c' },
    ...(pathParameters.length > 0
      ? [
          { ...base, path: path('not-an-id') },
          { ...base, path: path(randomUUID()) },
          { ...base, path: path(HUGE.slice(0, 5000)) },
          { ...base, path: path('%E0%A4%A', false) },
        ]
      : []),
    {
      ...base,
      query: {
        kind: 'values',
        values: { page: '-1', perPage: 'NaN', search: HUGE, from: '2026-13-45', status: 'x' },
      },
    },
    { ...base, query: { kind: 'raw', text: 'page=1e309&perPage=0.5&page[]=2' } },
    ...withBody({ kind: 'json', value: {} }),
    ...withBody({ kind: 'json', value: [] }),
    ...withBody({ kind: 'json', value: 'text' }),
    ...withBody({ kind: 'json', value: { extra: true, nested: { deeper: [1, 'two', null] } } }),
    ...withBody({ kind: 'raw', text: '{"broken":', contentType: 'application/json' }),
    ...withBody({ kind: 'raw', text: '{}', contentType: 'text/plain' }),
    ...withBody({ kind: 'raw', text: '--x\r\n', contentType: 'multipart/form-data; boundary=x' }),
    // Signed events that are not what Stripe sends.
    ...(key(operation) === STRIPE_WEBHOOK
      ? [
          null,
          [],
          {},
          { type: 'checkout.session.completed' },
          { type: 'checkout.session.expired', data: { object: null } },
          { type: ['checkout.session.completed'], data: { object: { id: 'cs_1' } } },
        ].flatMap((value) => withBody({ kind: 'signed', value }))
      : []),
  ];
}

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
const key = (operation: Operation) => `${operation.method} ${operation.path}`;

function queryText(query: Case['query']): string {
  if (query.kind === 'raw') return query.text;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query.values)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      search.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item)));
    }
  }
  return search.toString();
}

/** Percent-encodes the UTF-8 bytes of a path segment (a lone surrogate goes as U+FFFD). */
const encodeSegment = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

type Sent = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

async function requestOf(operation: Operation, generated: Case): Promise<Sent> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = generated.path[name];
    if (!parameter) return name;
    return parameter.encode ? encodeSegment(parameter.value) : parameter.value;
  });
  const query = queryText(generated.query);
  const headers: Record<string, string> = {};
  const authorization = await tokenFor(operation, generated.identity, generated.garbageToken);
  Object.assign(headers, generated.headers);
  if (authorization) headers.authorization = authorization;
  let payload: string | Buffer | undefined;
  if (generated.body.kind === 'signed') {
    payload = JSON.stringify(generated.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
    headers['stripe-signature'] =
      generated.body.signature ??
      stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  } else if (generated.body.kind === 'json') {
    payload = JSON.stringify(generated.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (generated.body.kind === 'raw') {
    payload = generated.body.text;
    if (generated.body.contentType) headers['content-type'] = generated.body.contentType;
  }
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

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
      await fc.assert(
        fc.asyncProperty(caseArb(operation), async (generated) => {
          const request = await requestOf(operation, generated);
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
          examples: fixedCases(operation).map((example) => [example]),
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

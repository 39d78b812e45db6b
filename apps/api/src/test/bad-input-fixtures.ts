// The app that bad-input.property.test.ts fuzzes, and what its generated requests draw on:
// an administrator with every permission and a student with access to an exam and a test
// running in it, real records for the generated ids to point at (by the name of the
// parameter or field that takes them), and the operations of the OpenAPI document with the
// schemas of their parameters and bodies.
import { CONTENT_LIMITS } from '@prepward/shared/schemas/content';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  admins,
  cartItems,
  caseStudies,
  questionOptions,
  questionReports,
  questions,
  sales,
  supportTickets,
} from '../db/schema';
import { grantAccess, seedExam } from './attempt-fixtures';
import { insertAdmin, insertExam, insertStudent } from './commerce-fixtures';
import { createTestApp, type TestContext } from './test-app';

// ---- The operations of the OpenAPI document ----

export type JsonSchema = {
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

export type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  audience: 'admin' | 'student' | 'public';
};

export const key = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * Real values for the generated requests of one kind of caller: by the name of the parameter
 * or field that takes them (lower case, singular: examID, examId and courseIds look up examid
 * and courseid), every one of any kind of caller, and the addresses of real accounts.
 */
export type Pools = {
  byName: Record<string, string[]>;
  all: string[];
  emails: string[];
};

/**
 * Operations that would change the identity they are sent as get an identity of their own,
 * so the operations after them still run as a signed-in, working account: a password change
 * that happened to send the right old password would end the session, and a profile update
 * with a new email leaves the account unverified. No operation deletes or signs out its own
 * caller (an administrator removing itself is refused), so nothing else is skipped.
 */
export const OWN_IDENTITY = new Set([
  'PATCH /api/v1/user/onboarding/password/reset',
  'PATCH /api/v1/user/profile/update',
  'PATCH /api/v1/admin/onboarding/password',
]);

// ---- The app, its identities and rows the generated ids can point at ----

// Limits far above what the generated requests reach: a 429 is a fine answer, but it would
// stop the requests after it from reaching validation and the services. Google sign-in is
// configured with a key address nothing answers on, so a credential is checked (and refused)
// rather than the route saying that Google sign-in is not set up. Stripe's keys make the
// webhook part of the document; the sandbox gateway stays the payment provider.
const GENEROUS = '1000000/1m';
export const STRIPE_SECRET_KEY = 'sk_test_property_test_key';
export const STRIPE_WEBHOOK_SECRET = 'whsec_property_test_secret';
export const createBadInputApp = () =>
  createTestApp({
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

/**
 * The records and identities of the fuzzing, made through the app where it can, and the
 * operations of its OpenAPI document.
 */
export async function seedBadInput(context: TestContext) {
  const call = (options: InjectOptions) =>
    context.app.inject({ remoteAddress: '203.0.113.7', ...options });

  async function succeed(
    options: InjectOptions & { url: string },
  ): Promise<LightMyRequestResponse> {
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
  // Cards of the student's: generated card ids may name one (a review, an edit, a deletion).
  const cardIds: string[] = [];
  for (const front of ['Naloxone', 'Atropine']) {
    const made = await succeed({
      method: 'POST',
      url: '/api/v1/user/flashcards',
      headers: asStudent,
      payload: { examId: owned.id, front, back: 'An antidote' },
    });
    cardIds.push(made.json<{ data: { card: { id: string } } }>().data.card.id);
  }
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
      cardid: cardIds,
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
    // A case study of each exam the questions are in: a step may be free, taken or elsewhere.
    const scratchCases = await context.db
      .insert(caseStudies)
      .values(
        [scratch.id, owned.id].map((examId) => ({
          examId,
          title: `Case ${examId}`,
          scenarioHtml: '<p>A patient</p>',
        })),
      )
      .returning({ id: caseStudies.id });
    Object.assign(KNOWN.admin, {
      casestudyid: scratchCases.map((row) => row.id),
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

  /** The real values for a kind of caller, as they stand (freshExams changes them). */
  const poolsFor = (audience: Operation['audience']): Pools => ({
    byName: KNOWN[audience],
    all: allKnown(),
    emails: [student.email, student.email.toUpperCase(), ...adminEmails, ` ${otherStudent.email} `],
  });

  return { call, admin, student, operations, freshExams, poolsFor };
}

// The authorization matrix (authorization-matrix.test.ts): its access rules, its thirteen
// callers and what each should get under a rule, the records its requests use (made once)
// and how a request goes out. The rows, one per operation, are in
// authorization-student-fixtures.ts and authorization-admin-fixtures.ts.
import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES, type AdminRole } from '@prepward/shared/constants';
import { hasPermission, type Permission } from '@prepward/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { API_PREFIX } from '../app';
import {
  admins,
  caseStudies,
  flashcards,
  labValues,
  questionOptions,
  questionReports,
  questions,
  questionVersions,
  saleItems,
  sales,
  studyPlans,
  supportTickets,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { AUDIENCE } from '../lib/tokens';
import { recordQuestionVersions } from '../modules/content/question-versions';
import { grantAccess, seedExam, type SeededExam } from './attempt-fixtures';
import { insertExam, type ExamFixture } from './commerce-fixtures';
import { freshAddress, multipartBody } from './content-fixtures';
import { createTestApp, type TestContext } from './test-app';

// ---- Access rules ----

export type Rule =
  /** No token needed; any caller, with any token or none. */
  | { kind: 'public' }
  /** Any student in good standing. */
  | { kind: 'student' }
  /** The student the record belongs to; another student gets `stranger`. */
  | { kind: 'owner'; stranger: 403 | 404 }
  /** Any signed-in administrator, whatever its roles. */
  | { kind: 'admin' }
  /**
   * Administrators whose roles grant the permission. `outsideExamAccess`: what an
   * administrator limited to another exam gets (the record is in an exam it may not see).
   */
  | { kind: 'permission'; permission: Permission; outsideExamAccess?: 403 | 404 };

export const PUBLIC: Rule = { kind: 'public' };
export const STUDENT: Rule = { kind: 'student' };
export const OWNER: Rule = { kind: 'owner', stranger: 404 };
export const ANY_ADMIN: Rule = { kind: 'admin' };
export const may = (permission: Permission): Rule => ({ kind: 'permission', permission });
/** The permission, within the administrator's examAccess (others get the 404 of a missing record). */
export const mayInExam = (permission: Permission): Rule => ({
  kind: 'permission',
  permission,
  outsideExamAccess: 404,
});

// ---- Callers ----

type Identity =
  /** No account this server accepts: no token, or one that no longer or never did open anything. */
  | { name: string; kind: 'nobody' }
  | { name: string; kind: 'student'; who: 'owner' | 'other' | 'blacklisted' }
  | { name: string; kind: 'admin'; roles: AdminRole[]; limited: boolean };

export const IDENTITIES: Identity[] = [
  { name: 'anonymous', kind: 'nobody' },
  { name: 'student owner', kind: 'student', who: 'owner' },
  { name: 'other student', kind: 'student', who: 'other' },
  { name: 'blacklisted student', kind: 'student', who: 'blacklisted' },
  ...ADMIN_ROLES.map((role) => ({
    name: `administrator (${role})`,
    kind: 'admin' as const,
    roles: [role],
    limited: false,
  })),
  {
    name: 'administrator limited to another exam',
    kind: 'admin',
    roles: ['admin'],
    limited: true,
  },
  { name: 'removed administrator', kind: 'nobody' },
  { name: 'forged student token', kind: 'nobody' },
  { name: 'forged administrator token', kind: 'nobody' },
];

type Expected = 'allowed' | 401 | 403 | 404;

export function expectedFor(rule: Rule, identity: Identity): Expected {
  if (rule.kind === 'public') return 'allowed';
  if (identity.kind === 'nobody') return 401;
  if (identity.kind === 'student') {
    if (rule.kind === 'admin' || rule.kind === 'permission') return 401;
    if (identity.who === 'blacklisted') return 403;
    if (rule.kind === 'owner' && identity.who === 'other') return rule.stranger;
    return 'allowed';
  }
  if (rule.kind === 'student' || rule.kind === 'owner') return 401;
  if (rule.kind === 'admin') return 'allowed';
  if (!hasPermission(identity.roles, rule.permission)) return 403;
  if (identity.limited && rule.outsideExamAccess) return rule.outsideExamAccess;
  return 'allowed';
}

// ---- Records the requests use ----

export type Fixtures = {
  /** The owner's exam: subscribed, with a test, a tag-able question, a report and a sale. */
  exam: SeededExam;
  courseId: string;
  subjectId: string;
  questionId: string;
  optionId: string;
  testId: string;
  cartItemId: string;
  saleId: string;
  saleReference: string;
  /** A pending sale on the test gateway. */
  sandboxReference: string;
  reportId: string;
  supportTicketId: string;
  /** An exam nobody has: what allocations give. */
  spareExam: ExamFixture;
  /** A student the blacklist routes act on. */
  targetStudentId: string;
  ownerId: string;
  /** A question of the owner's exam made for one caller's DELETE. */
  freshQuestion: () => Promise<string>;
  /** A question of the owner's exam edited once and its first version, for one caller's restore. */
  editedQuestion: () => Promise<{ questionId: string; firstVersionId: string }>;
  /** An administrator made for one caller's DELETE. */
  freshAdmin: () => Promise<string>;
  /** A lab value made for one caller's PATCH or DELETE. */
  freshLabValue: () => Promise<string>;
  /** A case study of the owner's exam. */
  caseStudyId: string;
  /** A case study of the owner's exam made for one caller's DELETE. */
  freshCaseStudy: () => Promise<string>;
  /** An own flashcard of the owner's. */
  flashcardId: string;
  /** An own flashcard of the owner's made for one caller's DELETE. */
  freshFlashcard: () => Promise<string>;
  /** The owner's study plan of their exam, set afresh for one caller's DELETE. */
  freshStudyPlan: () => Promise<void>;
};

export type Request = {
  url: string;
  payload?: object;
  multipart?: { field: string; name: string; bytes: Buffer | string };
};

/** A row of the matrix: who may call the operation, and a request of it. */
export type Operation = {
  rule: Rule;
  request: (f: Fixtures) => Request | Promise<Request>;
  /** A 404 is the operation's answer to allowed callers too (a feature this server lacks). */
  answers404?: true;
};

/** OpenAPI path of an operation (without the /api/v1 prefix), as "METHOD /path" => its row. */
export type Operations = Record<string, Operation>;

let unique = 0;
/** A number no request has used yet (names and addresses that must not repeat). */
export const next = () => (unique += 1);

export const createMatrixApp = () =>
  createTestApp({
    environment: {
      // Every caller makes about a hundred requests within seconds.
      RATE_LIMIT_ACCOUNT: '100000/1m',
      // With Stripe's keys the webhook is part of the document as well.
      STRIPE_SECRET_KEY: 'sk_test_authorization_matrix',
      STRIPE_WEBHOOK_SECRET: 'whsec_authorization_matrix',
    },
  });

/** One request as a caller: its token (none for anonymous), a JSON or multipart body. */
export function call(
  context: TestContext,
  method: InjectOptions['method'],
  url: string,
  token: string | undefined,
  payload?: object,
  multipart?: Request['multipart'],
): Promise<LightMyRequestResponse> {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const body = multipart ? multipartBody(multipart) : null;
  return context.app.inject({
    method,
    url: `${API_PREFIX}${url}`,
    remoteAddress: freshAddress(),
    headers: body ? { ...authorization, 'content-type': body.contentType } : authorization,
    ...(body ? { payload: body.payload } : payload === undefined ? {} : { payload }),
  });
}

/** The records of Fixtures, and a token by the name of every caller that has one. */
export async function makeMatrixRecords(
  context: TestContext,
): Promise<{ fixtures: Fixtures; tokens: Map<string, string> }> {
  const { db, app } = context;
  const tokens = new Map<string, string>();
  const passwordHash = await hashPassword('Matrix-2024');

  const exam = await seedExam(db);
  const otherExam = await insertExam(context, { name: 'Another exam' });
  const spareExam = await insertExam(context, { name: 'Spare exam' });

  const student = async (label: string, blacklisted = false) => {
    const [row] = await db
      .insert(users)
      .values({
        firstName: 'Matrix',
        lastName: label,
        email: `matrix-${label}-${randomUUID()}@example.com`,
        passwordHash,
        profession: 'Nurses',
        country: 'Ghana',
        verified: true,
        blacklisted,
      })
      .returning({ id: users.id });
    return row!.id;
  };
  const admin = async (roles: AdminRole[], examAccess: string[] = []) => {
    const [row] = await db
      .insert(admins)
      .values({
        name: `Matrix ${roles.join(' ')}`,
        email: `matrix-admin-${randomUUID()}@example.com`,
        passwordHash,
        roles,
        examAccess,
      })
      .returning({ id: admins.id });
    return row!.id;
  };
  const sign = (kind: 'user' | 'admin', subject: string) =>
    app.tokens.sign(kind, { subject, version: 0 });
  const forge = (kind: 'user' | 'admin', subject: string) =>
    new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('prepward')
      .setAudience(AUDIENCE[kind])
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-at-all-but-long'));

  const ownerId = await student('owner');
  await grantAccess(db, ownerId, exam.id);
  tokens.set('student owner', await sign('user', ownerId));
  tokens.set('other student', await sign('user', await student('other')));
  tokens.set('blacklisted student', await sign('user', await student('blacklisted', true)));
  let adminId = '';
  for (const identity of IDENTITIES) {
    if (identity.kind !== 'admin') continue;
    const id = await admin(identity.roles, identity.limited ? [otherExam.id] : []);
    tokens.set(identity.name, await sign('admin', id));
    adminId ||= id;
  }
  const removedId = await admin(['admin']);
  tokens.set('removed administrator', await sign('admin', removedId));
  await db.delete(admins).where(eq(admins.id, removedId));
  await context.app.changes.settled();
  tokens.set('forged student token', await forge('user', ownerId));
  tokens.set('forged administrator token', await forge('admin', adminId));

  // The owner's test, question, cart line, report and support request, made as the owner.
  const asOwner = (method: InjectOptions['method'], url: string, payload?: object) =>
    call(context, method, url, tokens.get('student owner'), payload);
  const started = await asOwner('POST', `/user/test/${exam.id}`, {
    type: 'practice',
    questions: 5,
  });
  expect(started.statusCode, started.body).toBe(200);
  const testId = started.json<{ data: { testId: string } }>().data.testId;
  const detail = await asOwner('GET', `/user/test/${exam.id}/${testId}`);
  // A question with options (the test draws at random; a fill-in-the-blank one has none).
  const first = detail
    .json<{
      data: { questions: { id: string; options: { id: string }[] }[] };
    }>()
    .data.questions.find((question) => question.options.length > 0)!;
  const cart = await asOwner('POST', '/user/cart', { examID: otherExam.id, months: 1 });
  expect(cart.statusCode, cart.body).toBe(200);
  const cartItemId = cart.json<{ data: { cart: { cartItems: { id: string }[] } } }>().data.cart
    .cartItems[0]!.id;
  const reported = await asOwner('POST', `/user/exam/${exam.id}/${first.id}/report`, {
    reason: 'Two options are right',
  });
  expect(reported.statusCode, reported.body).toBe(200);
  const [report] = await db
    .select({ id: questionReports.id })
    .from(questionReports)
    .where(and(eq(questionReports.userId, ownerId), eq(questionReports.questionId, first.id)));
  const support = await asOwner('POST', '/user/support', {
    subject: 'Access',
    message: 'When does my access end?',
  });
  expect(support.statusCode, support.body).toBe(200);
  const [ticket] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.userId, ownerId));

  // A paid sale of the owner's exam, and a pending one on the test gateway.
  const sale = async (status: 'success' | 'pending') => {
    const reference = `PW-MATRIX-${randomUUID().slice(0, 8).toUpperCase()}`;
    const [row] = await db
      .insert(sales)
      .values({
        reference,
        userId: ownerId,
        status,
        provider: 'sandbox',
        amount: 10,
        paidAt: status === 'success' ? new Date() : null,
      })
      .returning({ id: sales.id });
    await db
      .insert(saleItems)
      .values({ saleId: row!.id, examId: exam.id, months: 1, unitAmount: 10, amount: 10 });
    return { id: row!.id, reference };
  };
  const paid = await sale('success');
  const pending = await sale('pending');

  const [firstQuestion] = await db.select().from(questions).where(eq(questions.id, first.id));
  const caseStudy = async () => {
    const [row] = await db
      .insert(caseStudies)
      .values({
        examId: exam.id,
        title: `Matrix case ${next()}`,
        scenarioHtml: '<p>A patient</p>',
      })
      .returning({ id: caseStudies.id });
    return row!.id;
  };
  const flashcard = async () => {
    const [row] = await db
      .insert(flashcards)
      .values({
        userId: ownerId,
        examId: exam.id,
        frontHtml: `<p>Front ${next()}</p>`,
        backHtml: '<p>Back</p>',
        source: 'own',
        dueAt: new Date(),
      })
      .returning({ id: flashcards.id });
    return row!.id;
  };
  const fixtures: Fixtures = {
    exam,
    courseId: firstQuestion!.courseId,
    subjectId: firstQuestion!.subjectId,
    questionId: first.id,
    optionId: first.options[0]!.id,
    testId,
    cartItemId,
    saleId: paid.id,
    saleReference: paid.reference,
    sandboxReference: pending.reference,
    reportId: report!.id,
    supportTicketId: ticket!.id,
    spareExam,
    targetStudentId: await student('target'),
    ownerId,
    freshQuestion: async () => {
      const [row] = await db
        .insert(questions)
        .values({
          examId: exam.id,
          courseId: firstQuestion!.courseId,
          subjectId: firstQuestion!.subjectId,
          type: 'single_choice',
          questionHtml: `<p>Made for one call ${next()}</p>`,
        })
        .returning({ id: questions.id });
      return row!.id;
    },
    editedQuestion: async () => {
      const [row] = await db
        .insert(questions)
        .values({
          examId: exam.id,
          courseId: firstQuestion!.courseId,
          subjectId: firstQuestion!.subjectId,
          type: 'single_choice',
          questionHtml: `<p>Made for one restore ${next()}</p>`,
        })
        .returning({ id: questions.id });
      const where = eq(questions.id, row!.id);
      await db.insert(questionOptions).values([
        { questionId: row!.id, value: 'Right', isCorrect: true, position: 0 },
        { questionId: row!.id, value: 'Wrong', isCorrect: false, position: 1 },
      ]);
      await recordQuestionVersions(db, { where, action: 'created', adminId: null });
      await db.update(questions).set({ questionHtml: '<p>Edited</p>' }).where(where);
      await recordQuestionVersions(db, { where, action: 'edited', adminId: null });
      const [first] = await db
        .select({ id: questionVersions.id })
        .from(questionVersions)
        .where(and(eq(questionVersions.questionId, row!.id), eq(questionVersions.number, 1)));
      return { questionId: row!.id, firstVersionId: first!.id };
    },
    freshAdmin: () => admin(['viewer']),
    freshLabValue: async () => {
      const [row] = await db
        .insert(labValues)
        .values({
          category: 'Matrix',
          testName: `Made for one call ${next()}`,
          conventionalRange: '1-2',
          siRange: '1-2',
          position: 1,
        })
        .returning({ id: labValues.id });
      return row!.id;
    },
    caseStudyId: await caseStudy(),
    freshCaseStudy: caseStudy,
    flashcardId: await flashcard(),
    freshFlashcard: flashcard,
    freshStudyPlan: async () => {
      const plan = { examDate: '2099-01-01', studyDays: [1], timeZone: 'UTC' };
      await db
        .insert(studyPlans)
        .values({ userId: ownerId, examId: exam.id, ...plan })
        .onConflictDoUpdate({ target: [studyPlans.userId, studyPlans.examId], set: plan });
    },
  };
  return { fixtures, tokens };
}

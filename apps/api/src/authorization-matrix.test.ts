// Who may call what: every operation of the OpenAPI document, called by every kind of caller,
// answers as its access rule says. An operation of the document without a row in OPERATIONS
// fails the test, so a new route cannot go out without saying who may use it.
//
// Allowed means the request got past the guards and found its records: anything but 401,
// 403 and 404 (a 404 is how a caller is refused a record it may not see), and never a 5xx.
// A 400 counts as allowed: guards run before validation. Requests use real records made once
// below, and are shaped so that the first caller's success does not change what the next one
// meets.
import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES, type AdminRole } from '@prepward/shared/constants';
import { hasPermission, type Permission } from '@prepward/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from './app';
import {
  admins,
  questionReports,
  questions,
  saleItems,
  sales,
  supportTickets,
  users,
} from './db/schema';
import { hashPassword } from './lib/passwords';
import { AUDIENCE } from './lib/tokens';
import {
  examInput,
  freshAddress,
  multipartBody,
  PNG_BYTES,
  singleChoice,
} from './test/content-fixtures';
import { grantAccess, seedExam, type SeededExam } from './test/attempt-fixtures';
import { insertExam, type ExamFixture } from './test/commerce-fixtures';
import { createTestApp, type TestContext } from './test/test-app';

// ---- Access rules ----

type Rule =
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

const PUBLIC: Rule = { kind: 'public' };
const STUDENT: Rule = { kind: 'student' };
const OWNER: Rule = { kind: 'owner', stranger: 404 };
const ANY_ADMIN: Rule = { kind: 'admin' };
const may = (permission: Permission): Rule => ({ kind: 'permission', permission });
/** The permission, within the administrator's examAccess (others get the 404 of a missing record). */
const mayInExam = (permission: Permission): Rule => ({
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

const IDENTITIES: Identity[] = [
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

function expectedFor(rule: Rule, identity: Identity): Expected {
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

type Fixtures = {
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
  /** An administrator made for one caller's DELETE. */
  freshAdmin: () => Promise<string>;
};

type Request = {
  url: string;
  payload?: object;
  multipart?: { field: string; name: string; bytes: Buffer | string };
};

type Operation = {
  rule: Rule;
  request: (f: Fixtures) => Request | Promise<Request>;
  /** A 404 is the operation's answer to allowed callers too (a feature this server lacks). */
  answers404?: true;
};

let unique = 0;
const next = () => (unique += 1);

/** OpenAPI path of the operation (without the /api/v1 prefix) => who may call it, and how. */
const OPERATIONS: Record<string, Operation> = {
  // ---- Service and public site ----
  'GET /health': { rule: PUBLIC, request: () => ({ url: '/health' }) },
  'GET /public/config': { rule: PUBLIC, request: () => ({ url: '/public/config' }) },
  'GET /public/exams': { rule: PUBLIC, request: () => ({ url: '/public/exams' }) },

  // ---- Student accounts (signing up and in needs no token) ----
  'POST /user/onboarding/signup': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/signup', payload: {} }),
  },
  'POST /user/onboarding/verify': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/verify', payload: {} }),
  },
  'POST /user/onboarding/verify/resend': {
    rule: PUBLIC,
    request: () => ({
      url: '/user/onboarding/verify/resend',
      payload: { email: `nobody-${next()}@example.com` },
    }),
  },
  'POST /user/onboarding/login': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/login', payload: {} }),
  },
  'POST /user/onboarding/google': {
    rule: PUBLIC,
    // No GOOGLE_CLIENT_ID here: 404 'Google sign-in is not enabled on this server'.
    answers404: true,
    request: () => ({ url: '/user/onboarding/google', payload: { credential: 'not-a-token' } }),
  },
  'GET /user/onboarding/password/forgot': {
    rule: PUBLIC,
    request: () => ({ url: `/user/onboarding/password/forgot?email=nobody-${next()}@example.com` }),
  },
  'POST /user/onboarding/password/forgot': {
    rule: PUBLIC,
    request: () => ({
      url: '/user/onboarding/password/forgot',
      payload: { email: `nobody-${next()}@example.com` },
    }),
  },
  'POST /user/onboarding/password/forgot/reset': {
    rule: PUBLIC,
    request: () => ({ url: '/user/onboarding/password/forgot/reset', payload: {} }),
  },
  'PATCH /user/onboarding/password/reset': {
    rule: STUDENT,
    // A wrong old password: allowed students get a 400 and keep their password and session.
    request: () => ({
      url: '/user/onboarding/password/reset',
      payload: { oldPassword: 'not-the-password', newPassword: 'Another-2024' },
    }),
  },
  'GET /user/profile': { rule: STUDENT, request: () => ({ url: '/user/profile' }) },
  'PATCH /user/profile/update': {
    rule: STUDENT,
    request: () => ({ url: '/user/profile/update', payload: { country: 'Ghana' } }),
  },

  // ---- Administrator accounts ----
  'POST /admin/onboarding/authenticate': {
    rule: PUBLIC,
    request: () => ({ url: '/admin/onboarding/authenticate', payload: {} }),
  },
  'GET /admin/onboarding/me': { rule: ANY_ADMIN, request: () => ({ url: '/admin/onboarding/me' }) },
  'PATCH /admin/onboarding/password': {
    rule: ANY_ADMIN,
    request: () => ({
      url: '/admin/onboarding/password',
      payload: { oldPassword: 'not-the-password', newPassword: 'Another-2024' },
    }),
  },

  // ---- Catalogue, cart, checkout and payments ----
  'GET /user/exam': { rule: STUDENT, request: () => ({ url: '/user/exam' }) },
  'GET /user/exam/{examId}': {
    rule: STUDENT,
    request: (f) => ({ url: `/user/exam/${f.exam.id}` }),
  },
  'GET /user/my-exams': { rule: STUDENT, request: () => ({ url: '/user/my-exams' }) },
  'GET /user/cart': { rule: STUDENT, request: () => ({ url: '/user/cart' }) },
  'POST /user/cart': {
    rule: STUDENT,
    request: (f) => ({ url: '/user/cart', payload: { examID: f.spareExam.id, months: 1 } }),
  },
  'DELETE /user/cart/item/{cartItemId}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/cart/item/${f.cartItemId}` }),
  },
  'POST /user/cart/checkout': { rule: STUDENT, request: () => ({ url: '/user/cart/checkout' }) },
  'GET /user/sales/{reference}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/sales/${f.saleReference}` }),
  },
  'GET /payments/sandbox/{reference}': {
    rule: PUBLIC,
    request: (f) => ({ url: `/payments/sandbox/${f.sandboxReference}` }),
  },
  'POST /payments/sandbox/{reference}': {
    rule: PUBLIC,
    // The first caller declines the sale; the others find it settled (409).
    request: (f) => ({
      url: `/payments/sandbox/${f.sandboxReference}`,
      payload: { outcome: 'decline' },
    }),
  },
  'POST /payments/stripe/webhook': {
    rule: PUBLIC,
    // No signature: 400 for everyone, the only thing that opens it is Stripe's signature.
    request: () => ({ url: '/payments/stripe/webhook', payload: {} }),
  },

  // ---- Sales (administrators) ----
  'GET /admin/sales': { rule: may('sales:read'), request: () => ({ url: '/admin/sales' }) },
  'GET /admin/sales/export': {
    rule: may('sales:read'),
    request: () => ({ url: '/admin/sales/export' }),
  },
  'GET /admin/sales/students': {
    rule: may('sales:allocate'),
    request: () => ({ url: '/admin/sales/students?search=example' }),
  },
  'GET /admin/sales/exams': {
    rule: may('sales:allocate'),
    request: () => ({ url: '/admin/sales/exams' }),
  },
  'GET /admin/sales/{saleId}': {
    rule: mayInExam('sales:read'),
    request: (f) => ({ url: `/admin/sales/${f.saleId}` }),
  },
  'POST /admin/sales/add/': {
    rule: mayInExam('sales:allocate'),
    request: (f) => ({
      url: '/admin/sales/add/',
      payload: { userID: f.targetStudentId, examID: f.spareExam.id, months: 1 },
    }),
  },

  // ---- Content ----
  'GET /admin/exam': { rule: may('content:read'), request: () => ({ url: '/admin/exam' }) },
  'POST /admin/exam/': {
    // An administrator limited to some exams may not add exams.
    rule: { kind: 'permission', permission: 'content:write', outsideExamAccess: 403 },
    request: () => ({ url: '/admin/exam/', payload: examInput(`Matrix exam ${next()}`) }),
  },
  'GET /admin/exam/{examId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}` }),
  },
  'POST /admin/exam/{examId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}`, payload: { mockQuestions: 12 } }),
  },
  'DELETE /admin/exam/{examId}': {
    // The owner's subscription keeps the exam: allowed callers get 409.
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}` }),
  },
  'PATCH /admin/exam/{examId}/image': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: `/admin/exam/${f.exam.id}/image`,
      multipart: { field: 'image', name: 'cover.png', bytes: PNG_BYTES },
    }),
  },
  'GET /admin/exam/{examId}/course': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/course` }),
  },
  'POST /admin/exam/course': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: '/admin/exam/course',
      payload: { examId: f.exam.id, name: `Course ${next()}` },
    }),
  },
  'GET /admin/exam/course/{courseId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}` }),
  },
  'PATCH /admin/exam/course/{courseId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}`, payload: { name: 'Alpha' } }),
  },
  'DELETE /admin/exam/course/{courseId}': {
    // Without confirm=true a course holding questions stays: allowed callers get 409.
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}` }),
  },
  'GET /admin/exam/course/{courseId}/subject': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/course/${f.courseId}/subject` }),
  },
  'GET /admin/exam/{examId}/subject': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/subject` }),
  },
  'POST /admin/exam/subject': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: '/admin/exam/subject',
      payload: { courseId: f.courseId, name: `Subject ${next()}` },
    }),
  },
  'GET /admin/exam/subject/{subjectId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}` }),
  },
  'PATCH /admin/exam/subject/{subjectId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}`, payload: { name: 'A1' } }),
  },
  'DELETE /admin/exam/subject/{subjectId}': {
    rule: mayInExam('content:write'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}` }),
  },
  'GET /admin/exam/subject/{subjectId}/question': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/subject/${f.subjectId}/question` }),
  },
  'POST /admin/exam/subject/{subjectId}/question': {
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: `/admin/exam/subject/${f.subjectId}/question`,
      payload: singleChoice(`Matrix question ${next()}`),
    }),
  },
  'GET /admin/question': { rule: may('content:read'), request: () => ({ url: '/admin/question' }) },
  'GET /admin/question/{questionId}': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/question/${f.questionId}` }),
  },
  'PATCH /admin/question/{questionId}': {
    rule: mayInExam('content:write'),
    request: async (f) => ({
      url: `/admin/question/${await f.freshQuestion()}`,
      payload: singleChoice('Edited by the matrix'),
    }),
  },
  'DELETE /admin/question/{questionId}': {
    rule: mayInExam('content:write'),
    request: async (f) => ({ url: `/admin/question/${await f.freshQuestion()}` }),
  },
  'POST /admin/exam/{examId}/question': {
    // Not a CSV of questions: allowed callers get the 400 that lists its problems.
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: `/admin/exam/${f.exam.id}/question`,
      multipart: { field: 'csv', name: 'questions.csv', bytes: 'not,a,question,file\n' },
    }),
  },
  'GET /admin/exam/{examId}/question/export': {
    rule: mayInExam('content:read'),
    request: (f) => ({ url: `/admin/exam/${f.exam.id}/question/export` }),
  },
  'POST /admin/upload/image': {
    rule: may('content:write'),
    request: () => ({
      url: '/admin/upload/image',
      multipart: { field: 'image', name: 'chart.png', bytes: PNG_BYTES },
    }),
  },

  // ---- Test taking ----
  'POST /user/test/{examId}': {
    // The exam is in the catalogue: a student without access learns nothing from the 403.
    rule: { kind: 'owner', stranger: 403 },
    request: (f) => ({
      url: `/user/test/${f.exam.id}`,
      payload: { type: 'practice', questions: 2 },
    }),
  },
  'GET /user/test/{examId}/count': {
    rule: STUDENT,
    request: (f) => ({ url: `/user/test/${f.exam.id}/count` }),
  },
  'GET /user/test': { rule: STUDENT, request: () => ({ url: '/user/test' }) },
  'GET /user/test/{examId}/{testId}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}` }),
  },
  'POST /user/test/{examId}/{testId}': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/test/${f.exam.id}/${f.testId}`,
      payload: { testId: f.testId, answers: [{ questionId: f.questionId, option: f.optionId }] },
    }),
  },
  'POST /user/test/{examId}/{testId}/pause': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/pause` }),
  },
  'POST /user/test/{examId}/{testId}/resume': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/resume` }),
  },
  'POST /user/test/{examId}/{testId}/end': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/end` }),
  },
  'GET /user/test/{examId}/{testId}/analytics': {
    rule: OWNER,
    request: (f) => ({ url: `/user/test/${f.exam.id}/${f.testId}/analytics` }),
  },
  'POST /user/exam/{examId}/{questionId}/tag': {
    rule: OWNER,
    request: (f) => ({ url: `/user/exam/${f.exam.id}/${f.questionId}/tag` }),
  },
  'POST /user/exam/{examId}/{questionId}/report': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/exam/${f.exam.id}/${f.questionId}/report`,
      payload: { reason: 'Option b is also right' },
    }),
  },

  // ---- Administration ----
  'GET /admin/users': { rule: may('users:read'), request: () => ({ url: '/admin/users' }) },
  'GET /admin/users/export': {
    rule: may('users:read'),
    request: () => ({ url: '/admin/users/export' }),
  },
  'GET /admin/users/{userId}': {
    rule: may('users:read'),
    request: (f) => ({ url: `/admin/users/${f.ownerId}` }),
  },
  'POST /admin/users/{userId}/blacklist': {
    rule: may('users:blacklist'),
    request: (f) => ({
      url: `/admin/users/${f.targetStudentId}/blacklist`,
      payload: { reason: 'Sharing the account' },
    }),
  },
  'POST /admin/users/{userId}/unblacklist': {
    rule: may('users:blacklist'),
    request: (f) => ({ url: `/admin/users/${f.targetStudentId}/unblacklist` }),
  },
  'GET /admin/onboarding': {
    rule: may('admins:read'),
    request: () => ({ url: '/admin/onboarding' }),
  },
  'POST /admin/onboarding/add': {
    rule: may('admins:write'),
    request: () => ({
      url: '/admin/onboarding/add',
      payload: {
        name: 'Added by the matrix',
        email: `matrix-added-${next()}@example.com`,
        password: 'Matrix-2024',
        roles: ['viewer'],
      },
    }),
  },
  'DELETE /admin/onboarding/{id}': {
    rule: may('admins:write'),
    request: async (f) => ({ url: `/admin/onboarding/${await f.freshAdmin()}` }),
  },
  'GET /admin/overview': {
    rule: may('overview:read'),
    request: () => ({ url: '/admin/overview' }),
  },
  'GET /admin/question/report': {
    rule: may('content:read'),
    request: () => ({ url: '/admin/question/report?status=all' }),
  },
  'PATCH /admin/question/report/{reportId}': {
    // The first caller resolves it; the others find it resolved (409).
    rule: mayInExam('content:write'),
    request: (f) => ({
      url: `/admin/question/report/${f.reportId}`,
      payload: { status: 'resolved' },
    }),
  },
  'POST /user/support': {
    rule: STUDENT,
    request: () => ({
      url: '/user/support',
      payload: { subject: 'Matrix', message: 'A question about my access.' },
    }),
  },
  'GET /user/support': { rule: STUDENT, request: () => ({ url: '/user/support' }) },
  'GET /admin/support': {
    rule: may('support:read'),
    request: () => ({ url: '/admin/support?status=all' }),
  },
  'PATCH /admin/support/{id}': {
    rule: may('support:write'),
    request: (f) => ({ url: `/admin/support/${f.supportTicketId}`, payload: { status: 'closed' } }),
  },
  'GET /admin/audit': { rule: may('audit:read'), request: () => ({ url: '/admin/audit' }) },
  'GET /admin/mail': { rule: may('mail:read'), request: () => ({ url: '/admin/mail' }) },
  'POST /admin/mail/{mailId}/retry': {
    // Not in the queue: allowed callers get 409.
    rule: may('mail:write'),
    request: () => ({ url: `/admin/mail/${randomUUID()}/retry` }),
  },
};

// ---- The test ----

/** "METHOD /path" of every operation in the app's OpenAPI document, without the API prefix. */
function documentedOperations(context: TestContext): string[] {
  const document = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(API_PREFIX, '')}`,
    ),
  );
}

describe('authorization matrix', () => {
  let context: TestContext;
  let fixtures: Fixtures;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    context = await createTestApp({
      environment: {
        // Every caller makes about a hundred requests within seconds.
        RATE_LIMIT_ACCOUNT: '100000/1m',
        // With Stripe's keys the webhook is part of the document as well.
        STRIPE_SECRET_KEY: 'sk_test_authorization_matrix',
        STRIPE_WEBHOOK_SECRET: 'whsec_authorization_matrix',
      },
    });
    const { db, app } = context;
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
    tokens.set('forged student token', await forge('user', ownerId));
    tokens.set('forged administrator token', await forge('admin', adminId));

    // The owner's test, question, cart line, report and support request, made as the owner.
    const asOwner = (method: InjectOptions['method'], url: string, payload?: object) =>
      call(method, url, tokens.get('student owner'), payload);
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
    fixtures = {
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
      freshAdmin: () => admin(['viewer']),
    };
  });
  afterAll(() => context.close());

  function call(
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

  it('has a rule for every operation of the OpenAPI document, and none for operations it lacks', () => {
    const documented = documentedOperations(context);
    const missing = documented.filter((operation) => !(operation in OPERATIONS));
    const stale = Object.keys(OPERATIONS).filter((operation) => !documented.includes(operation));
    expect(
      missing,
      `Operations without an access rule in authorization-matrix.test.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    expect(stale, `Rules for operations the document lacks: ${stale.join(', ')}`).toEqual([]);
  });

  it.each(Object.keys(OPERATIONS))('%s', async (operation) => {
    const { rule, request, answers404 } = OPERATIONS[operation]!;
    const method = operation.slice(0, operation.indexOf(' ')) as InjectOptions['method'];
    const outcomes = await Promise.all(
      IDENTITIES.map(async (identity) => {
        const { url, payload, multipart } = await request(fixtures);
        const response = await call(method, url, tokens.get(identity.name), payload, multipart);
        return { identity, expected: expectedFor(rule, identity), response };
      }),
    );
    const wrong = outcomes.flatMap(({ identity, expected, response }) => {
      const status = response.statusCode;
      const fine =
        status < 500 &&
        (expected === 'allowed'
          ? status !== 401 && status !== 403 && (status !== 404 || answers404)
          : status === expected);
      return fine ? [] : [`${identity.name}: expected ${expected}, got ${status} ${response.body}`];
    });
    expect(wrong, operation).toEqual([]);
  });
});

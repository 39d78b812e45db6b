// Helpers for the content tests: administrators of any role signed in through the real
// endpoint, a student token, JSON and multipart calls, and a small exam to work on.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AdminRole } from '@prepward/shared/constants';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { admins, testAnswers, tests, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { TestContext } from './test-app';

const PASSWORD = 'Content-admin-1';
let addressCounter = 0;
/** A fresh client address per call keeps the per-IP limit out of tests not about it. */
export const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

type Reply = Promise<LightMyRequestResponse>;

export type Caller = {
  token: string;
  get: (url: string, query?: Record<string, string>) => Reply;
  post: (url: string, payload?: object) => Reply;
  patch: (url: string, payload?: object) => Reply;
  delete: (url: string, query?: Record<string, string>) => Reply;
  upload: (
    method: 'POST' | 'PATCH',
    url: string,
    file: { field: string; name: string; bytes: Buffer | string; type?: string },
  ) => Reply;
};

export function multipartBody(file: {
  field: string;
  name: string;
  bytes: Buffer | string;
  type?: string;
}) {
  const boundary = `----prepward${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function caller(context: TestContext, token: string): Caller {
  const headers = { authorization: `Bearer ${token}` };
  const url = (path: string) => `/api/v1${path}`;
  return {
    token,
    get: (path, query) =>
      context.app.inject({
        method: 'GET',
        url: url(path),
        ...(query ? { query } : {}),
        headers,
        remoteAddress: freshAddress(),
      }),
    post: (path, payload) =>
      context.app.inject({
        method: 'POST',
        url: url(path),
        ...(payload ? { payload } : {}),
        headers,
        remoteAddress: freshAddress(),
      }),
    patch: (path, payload) =>
      context.app.inject({
        method: 'PATCH',
        url: url(path),
        ...(payload ? { payload } : {}),
        headers,
        remoteAddress: freshAddress(),
      }),
    delete: (path, query) =>
      context.app.inject({
        method: 'DELETE',
        url: url(path),
        ...(query ? { query } : {}),
        headers,
        remoteAddress: freshAddress(),
      }),
    upload: (method, path, file) => {
      const { payload, contentType } = multipartBody(file);
      return context.app.inject({
        method,
        url: url(path),
        payload,
        headers: { ...headers, 'content-type': contentType },
        remoteAddress: freshAddress(),
      });
    },
  };
}

/** An administrator with these roles (and exam access), signed in through the API. */
export async function signedInAdmin(
  context: TestContext,
  roles: AdminRole[],
  examAccess: string[] = [],
): Promise<Caller & { id: string }> {
  const email = `${roles.join('-') || 'none'}-${randomBytes(4).toString('hex')}@example.com`;
  const [admin] = await context.db
    .insert(admins)
    .values({
      name: 'Test admin',
      email,
      passwordHash: await hashPassword(PASSWORD),
      roles,
      examAccess,
    })
    .returning({ id: admins.id });
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/onboarding/authenticate',
    payload: { email, password: PASSWORD },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(200);
  const token = response.json<{ data: { jwt: string } }>().data.jwt;
  return { ...caller(context, token), id: admin!.id };
}

/** A verified student's token (an admin route must refuse it). */
export async function studentCaller(context: TestContext) {
  const [student] = await context.db
    .insert(users)
    .values({
      firstName: 'Sam',
      lastName: 'Mensah',
      email: `student-${randomBytes(4).toString('hex')}@example.com`,
      verified: true,
    })
    .returning({ id: users.id });
  const token = await context.app.tokens.sign('user', { subject: student!.id, version: 0 });
  return { ...caller(context, token), id: student!.id };
}

export type Envelope<T> = { message: string; data: { message: string } & T };

export const examInput = (name = 'Pharmacy Board Review') => ({
  name,
  description: 'Practice for the board exam',
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
});

/** An exam with one course and one subject, made through the API. */
export async function createExamTree(admin: Caller, name = 'Pharmacy Board Review') {
  const exam = await admin.post('/admin/exam/', examInput(name));
  expect(exam.statusCode).toBe(201);
  const examId = exam.json<Envelope<{ exam: { id: string } }>>().data.exam.id;
  const course = await admin.post('/admin/exam/course', { examId, name: 'Pharmacology' });
  expect(course.statusCode).toBe(201);
  const courseId = course.json<Envelope<{ course: { id: string } }>>().data.course.id;
  const subject = await admin.post('/admin/exam/subject', { courseId, name: 'Analgesics' });
  expect(subject.statusCode).toBe(201);
  const subjectId = subject.json<Envelope<{ subject: { id: string } }>>().data.subject.id;
  return { examId, courseId, subjectId };
}

export const singleChoice = (text = 'Which drug is an opioid?') => ({
  type: 'single_choice' as const,
  question: `<p>${text}</p>`,
  explanation: '<p>Morphine is an opioid.</p>',
  options: [
    { value: 'Paracetamol', answer: false },
    { value: 'Morphine', answer: true },
    { value: 'Ibuprofen', answer: false },
    { value: 'Aspirin', answer: false },
  ],
});

/** A one-pixel PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A student's right answer to the question (its second option) in a practice test of theirs:
 * what makes a question one students have answered (it is then retired, not deleted). The
 * test's id.
 */
export async function answeredByAStudent(
  context: TestContext,
  examId: string,
  question: { id: string; options: { id: string }[] },
): Promise<string> {
  const [student] = await context.db
    .insert(users)
    .values({ firstName: 'A', lastName: 'B', email: `answered-${randomUUID()}@example.com` })
    .returning();
  const [test] = await context.db
    .insert(tests)
    .values({ userId: student!.id, examId, type: 'practice', questionIds: [question.id] })
    .returning();
  await context.db.insert(testAnswers).values({
    testId: test!.id,
    questionId: question.id,
    selectedOptionIds: [question.options[1]!.id],
    isCorrect: true,
  });
  return test!.id;
}

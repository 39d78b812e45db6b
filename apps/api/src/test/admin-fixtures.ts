// Accounts and catalogue rows for the administration tests, inserted straight into the
// database; tokens are signed by the app's own token service (sign-in has its own tests).
import type { AdminRole } from '@prepward/shared/constants';
import type { InjectOptions } from 'fastify';
import { admins, courses, exams, questions, subjects, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { TestContext } from './test-app';

let sequence = 0;
const next = () => (sequence += 1);
const passwordHash = hashPassword('Fixture2024');

let ipCounter = 0;
/** A fresh client address per request keeps the per-IP limits out of the way. */
export const freshIp = () =>
  `198.51.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export type Session = { id: string; email: string; token: string };

export async function createAdmin(
  context: TestContext,
  options: { roles?: AdminRole[]; examAccess?: string[]; name?: string } = {},
): Promise<Session> {
  const n = next();
  const [admin] = await context.db
    .insert(admins)
    .values({
      name: options.name ?? `Admin ${n}`,
      email: `admin-${n}-${Date.now()}@prepward.test`,
      passwordHash: await passwordHash,
      roles: options.roles ?? ['admin'],
      examAccess: options.examAccess ?? [],
    })
    .returning();
  const token = await context.app.tokens.sign('admin', {
    subject: admin!.id,
    version: admin!.tokenVersion,
  });
  return { id: admin!.id, email: admin!.email, token };
}

export async function createStudent(
  context: TestContext,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<Session & { row: typeof users.$inferSelect }> {
  const n = next();
  const [row] = await context.db
    .insert(users)
    .values({
      firstName: 'Student',
      lastName: `Number${n}`,
      email: `student-${n}-${Date.now()}@example.com`,
      passwordHash: await passwordHash,
      profession: 'Doctor',
      country: 'Ghana',
      verified: true,
      ...values,
    })
    .returning();
  const token = await context.app.tokens.sign('user', { subject: row!.id, version: 0 });
  return { id: row!.id, email: row!.email, token, row: row! };
}

/** An exam with one course, one subject and `questionCount` single-choice questions. */
export async function createExam(context: TestContext, name: string, questionCount = 1) {
  const [exam] = await context.db
    .insert(exams)
    .values({ name, subscriptionAmount: 20, mockQuestions: 10, mockTestTime: 20 })
    .returning();
  const [course] = await context.db
    .insert(courses)
    .values({ examId: exam!.id, name: `${name} course` })
    .returning();
  const [subject] = await context.db
    .insert(subjects)
    .values({ examId: exam!.id, courseId: course!.id, name: `${name} subject` })
    .returning();
  const questionRows = questionCount
    ? await context.db
        .insert(questions)
        .values(
          Array.from({ length: questionCount }, (_, index) => ({
            examId: exam!.id,
            courseId: course!.id,
            subjectId: subject!.id,
            type: 'single_choice' as const,
            questionHtml: `<p>${name} question ${index + 1}: which dose &amp; route?</p>`,
          })),
        )
        .returning()
    : [];
  return { exam: exam!, course: course!, subject: subject!, questions: questionRows };
}

/** app.inject with a bearer token and a fresh client address. */
export function call(
  context: TestContext,
  request: {
    method: InjectOptions['method'];
    url: string;
    token?: string;
    payload?: InjectOptions['payload'];
  },
) {
  return context.app.inject({
    method: request.method,
    url: request.url.startsWith('/api/') ? request.url : `/api/v1${request.url}`,
    remoteAddress: freshIp(),
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

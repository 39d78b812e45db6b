// Rows and sessions for the catalogue, cart, payment and sales tests: students, exams with
// questions and administrators inserted directly, with tokens from the app's own token service.
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@prepward/shared/constants';
import { admins, courses, exams, questions, subjects, users } from '../db/schema';
import type { TestContext } from './test-app';

let addressCounter = 1;
/** A fresh client address per request keeps the per-IP limits out of these tests. */
const freshIp = () =>
  `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

export type Session = { id: string; token: string };
export type Student = Session & { email: string };

export async function insertStudent(
  context: TestContext,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<Student> {
  const email = fields.email ?? `student-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await context.db
    .insert(users)
    .values({
      firstName: 'Ada',
      lastName: 'Okafor',
      profession: 'Nurses',
      country: 'Nigeria',
      verified: true,
      ...fields,
      email,
    })
    .returning({ id: users.id });
  const token = await context.app.tokens.sign('user', { subject: user!.id, version: 0 });
  return { id: user!.id, email, token };
}

export async function insertAdmin(
  context: TestContext,
  roles: AdminRole[],
  examAccess: string[] = [],
): Promise<Session> {
  const [admin] = await context.db
    .insert(admins)
    .values({
      name: `${roles.join(' ') || 'no role'} admin`,
      email: `admin-${randomUUID().slice(0, 8)}@example.com`,
      // Never used to sign in: these tests sign tokens directly.
      passwordHash: 'not-a-hash',
      roles,
      examAccess,
    })
    .returning({ id: admins.id });
  const token = await context.app.tokens.sign('admin', { subject: admin!.id, version: 0 });
  return { id: admin!.id, token };
}

export type ExamFixture = { id: string; courseId: string; subjectId: string; name: string };

/** An exam with one course, one subject and `live` live plus `retired` retired questions. */
export async function insertExam(
  context: TestContext,
  fields: { name?: string; subscriptionAmount?: number; live?: number; retired?: number } = {},
): Promise<ExamFixture> {
  const name = fields.name ?? `Exam ${randomUUID().slice(0, 8)}`;
  const [exam] = await context.db
    .insert(exams)
    .values({
      name,
      description: `${name} description`,
      subscriptionAmount: fields.subscriptionAmount ?? 19.99,
      mockQuestions: 30,
      mockTestTime: 45,
    })
    .returning({ id: exams.id });
  const [course] = await context.db
    .insert(courses)
    .values({ examId: exam!.id, name: 'Pharmacology' })
    .returning({ id: courses.id });
  const [subject] = await context.db
    .insert(subjects)
    .values({ examId: exam!.id, courseId: course!.id, name: 'Dosage' })
    .returning({ id: subjects.id });
  const live = fields.live ?? 3;
  const retired = fields.retired ?? 0;
  if (live + retired > 0) {
    await context.db.insert(questions).values(
      Array.from({ length: live + retired }, (_, index) => ({
        examId: exam!.id,
        courseId: course!.id,
        subjectId: subject!.id,
        type: 'single_choice' as const,
        questionHtml: `<p>Question ${index + 1}</p>`,
        retiredAt: index < live ? null : new Date(),
      })),
    );
  }
  return { id: exam!.id, courseId: course!.id, subjectId: subject!.id, name };
}

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

/** JSON calls to /api/v1 with a bearer token. */
export function apiClient(context: TestContext) {
  const call =
    (method: 'GET' | 'POST' | 'DELETE' | 'PATCH') =>
    (url: string, token?: string, payload?: object): Promise<Reply> =>
      context.app.inject({
        method,
        url: `/api/v1${url}`,
        remoteAddress: freshIp(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload }),
      });
  return { get: call('GET'), post: call('POST'), delete: call('DELETE'), patch: call('PATCH') };
}

export type Envelope<T> = { message: string; data: T & { message: string } };

export const dataOf = <T>(reply: Reply) => reply.json<Envelope<T>>().data;

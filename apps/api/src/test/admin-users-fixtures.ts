// The students and records of the admin users tests, inserted straight into the database:
// four students (a nurse with a record, a doctor, a doctor whose access lapsed, a banned
// pharmacist), administrators of three roles, and the list call with its reply.
import { expect } from 'vitest';
import { questionReports, saleItems, sales, subscriptions, testAnswers, tests } from '../db/schema';
import { call, createAdmin, createExam, createStudent, type Session } from './admin-fixtures';
import type { TestContext } from './test-app';

export type Row = { id: string; email: string; blacklistReason: string | null };
export type ListReply = {
  data: { users: Row[]; pagination: { total: number; perPage: number; currentPage: number } };
};

const DAY = 86_400_000;

/**
 * Administrators (admin, hr, sales) and four students joined in January 2026: Nora the nurse
 * (active subscription, a purchase, an ended test with 3 of 4 right, a report), Dan the doctor,
 * Li (a doctor whose subscription lapsed) and Bo (a pharmacist banned for chargeback fraud).
 */
export async function seedAdminUsers(context: TestContext) {
  const admin = await createAdmin(context, { roles: ['admin'] });
  const hr = await createAdmin(context, { roles: ['hr'] });
  const sales_ = await createAdmin(context, { roles: ['sales'] });
  const { exam, questions } = await createExam(context, 'Pharmacology', 4);
  const examId = exam.id;
  const nurse = await createStudent(context, {
    email: 'nora.nurse@example.com',
    firstName: 'Nora',
    lastName: 'Nurse',
    profession: 'Nurses',
    createdAt: new Date('2026-01-10T12:00:00Z'),
    loginCountry: 'KE',
    lastLoginAt: new Date('2026-02-01T08:00:00Z'),
  });
  const doctor = await createStudent(context, {
    email: 'dan.doctor@example.com',
    profession: 'Doctor',
    createdAt: new Date('2026-01-20T12:00:00Z'),
  });
  await createStudent(context, {
    email: 'bo.banned@example.com',
    profession: 'Pharmacist',
    blacklisted: true,
    blacklistReason: 'Chargeback fraud',
    blacklistedAt: new Date('2026-02-02T00:00:00Z'),
    createdAt: new Date('2026-01-05T12:00:00Z'),
  });
  const lapsed = await createStudent(context, {
    email: 'li.lapsed@example.com',
    profession: 'Doctor',
    createdAt: new Date('2026-01-31T23:59:59Z'),
  });
  const now = Date.now();
  await context.db.insert(subscriptions).values([
    {
      userId: nurse.id,
      examId,
      startsAt: new Date(now - 10 * DAY),
      expiresAt: new Date(now + 20 * DAY),
      source: 'purchase',
    },
    {
      userId: lapsed.id,
      examId,
      startsAt: new Date(now - 60 * DAY),
      expiresAt: new Date(now - 30 * DAY),
      source: 'manual',
    },
  ]);
  // The nurse's record: a purchase, an ended test with 3 of 4 right, a report.
  const [sale] = await context.db
    .insert(sales)
    .values({
      reference: 'PW-NURSE-1',
      userId: nurse.id,
      status: 'success',
      provider: 'sandbox',
      amount: 40,
    })
    .returning();
  await context.db
    .insert(saleItems)
    .values({ saleId: sale!.id, examId, months: 2, unitAmount: 20, amount: 40 });
  const [test] = await context.db
    .insert(tests)
    .values({
      userId: nurse.id,
      examId,
      type: 'practice',
      questionIds: questions.map((question) => question.id),
      status: 'ended',
      endedAt: new Date(),
    })
    .returning();
  await context.db.insert(testAnswers).values(
    questions.map((question, index) => ({
      testId: test!.id,
      questionId: question.id,
      isCorrect: index < 3,
    })),
  );
  await context.db.insert(questionReports).values({
    userId: nurse.id,
    questionId: questions[0]!.id,
    examId,
    reason: 'Two options are correct',
  });
  return { admin, hr, sales_, nurse, doctor, lapsed, examId };
}

/**
 * Lists students, as the seeded admin unless another token is given; `current` gives the test
 * file's app and admin once its beforeAll has run.
 */
export function usersList(current: () => { context: TestContext; admin: Session }) {
  const list = async (query: string, token = current().admin.token) => {
    const response = await call(current().context, {
      method: 'GET',
      url: `/admin/users${query}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListReply>().data;
  };
  const emails = (data: { users: Row[] }) => data.users.map((user) => user.email);
  return { list, emails };
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  questionReports,
  saleItems,
  sales,
  subscriptions,
  testAnswers,
  tests,
  users,
} from '../../db/schema';
import type { TAdminUserDetail } from '@prepward/shared/schemas/admin-users';
import { BLACKLISTED_MESSAGE } from '../../lib/actors';
import {
  call,
  createAdmin,
  createExam,
  createStudent,
  type Session,
} from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Row = { id: string; email: string; blacklistReason: string | null };
type ListReply = {
  data: { users: Row[]; pagination: { total: number; perPage: number; currentPage: number } };
};

const DAY = 86_400_000;

describe('admin users', () => {
  let context: TestContext;
  let admin: Session;
  let hr: Session;
  let sales_: Session;
  let nurse: Session;
  let doctor: Session;
  let lapsed: Session;
  let examId: string;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await createAdmin(context, { roles: ['admin'] });
    hr = await createAdmin(context, { roles: ['hr'] });
    sales_ = await createAdmin(context, { roles: ['sales'] });
    const { exam, questions } = await createExam(context, 'Pharmacology', 4);
    examId = exam.id;
    nurse = await createStudent(context, {
      email: 'nora.nurse@example.com',
      firstName: 'Nora',
      lastName: 'Nurse',
      profession: 'Nurses',
      createdAt: new Date('2026-01-10T12:00:00Z'),
      loginCountry: 'KE',
      lastLoginAt: new Date('2026-02-01T08:00:00Z'),
    });
    doctor = await createStudent(context, {
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
    lapsed = await createStudent(context, {
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
  });
  afterAll(() => context.close());

  const list = async (query: string, token = admin.token) => {
    const response = await call(context, { method: 'GET', url: `/admin/users${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListReply>().data;
  };
  const emails = (data: { users: Row[] }) => data.users.map((user) => user.email);

  describe('list', () => {
    it('lists every student, newest first, with pagination', async () => {
      const data = await list('?perPage=2');
      expect(data.pagination).toEqual({ total: 4, perPage: 2, currentPage: 1 });
      expect(emails(data)).toEqual(['li.lapsed@example.com', 'dan.doctor@example.com']);
      expect(emails(await list('?perPage=2&page=2'))).toEqual([
        'nora.nurse@example.com',
        'bo.banned@example.com',
      ]);
    });

    it('tab active: only a subscription that has not run out counts', async () => {
      const data = await list('?tab=active');
      expect(emails(data)).toEqual(['nora.nurse@example.com']);
      expect(data.pagination.total).toBe(1);
    });

    it('tab banned: with the reason', async () => {
      const data = await list('?tab=banned');
      expect(data.users).toEqual([
        expect.objectContaining({
          email: 'bo.banned@example.com',
          blacklisted: true,
          blacklistReason: 'Chargeback fraud',
          blacklistedAt: '2026-02-02T00:00:00.000Z',
        }),
      ]);
    });

    it('searches part of the email, case-insensitively, and treats % and _ literally', async () => {
      expect(emails(await list('?search=NURSE'))).toEqual(['nora.nurse@example.com']);
      expect(emails(await list('?search=%25'))).toEqual([]);
      expect(emails(await list('?search=_'))).toEqual([]);
    });

    it('filters by profession (All means any) and by day joined, both days inclusive', async () => {
      expect(emails(await list('?profession=Doctor'))).toEqual([
        'li.lapsed@example.com',
        'dan.doctor@example.com',
      ]);
      expect((await list('?profession=All')).pagination.total).toBe(4);
      expect(emails(await list('?from=2026-01-10&to=2026-01-31'))).toEqual([
        'li.lapsed@example.com',
        'dan.doctor@example.com',
        'nora.nurse@example.com',
      ]);
      expect(emails(await list('?to=2026-01-09'))).toEqual(['bo.banned@example.com']);
      // The last day there is: no end bound (midnight of year 10000 is no database timestamp).
      expect((await list('?from=2026-01-10&to=9999-12-31')).pagination.total).toBe(3);
      expect(emails(await list('?tab=active&profession=Doctor'))).toEqual([]);
    });

    it('refuses bad filters with a clear 400', async () => {
      for (const [query, message] of [
        ['?tab=gone', 'Unknown tab'],
        ['?profession=Plumber', 'Unknown profession'],
        ['?from=31-01-2026', 'Use a date such as 2026-01-31'],
        ['?from=0000-01-01', 'Use a date such as 2026-01-31'],
        ['?from=2026-02-01&to=2026-01-01', 'The start date must be on or before the end date'],
        ['?perPage=101', 'perPage must be at most 100'],
      ] as const) {
        const response = await call(context, {
          method: 'GET',
          url: `/admin/users${query}`,
          token: admin.token,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(message);
      }
    });
  });

  describe('CSV export', () => {
    it('streams the filtered list as CSV with a header row', async () => {
      const response = await call(context, {
        method: 'GET',
        url: '/admin/users/export?profession=Doctor&page=9',
        token: sales_.token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        'id,first name,last name,email,profession,country,verified,blacklisted,blacklist reason,date joined',
      );
      // page is ignored: the whole filtered list comes.
      expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual([
        'li.lapsed@example.com',
        'dan.doctor@example.com',
      ]);
    });

    it('reads in batches without losing or repeating rows, and defuses spreadsheet formulas', async () => {
      await context.db.insert(users).values(
        Array.from({ length: 2150 }, (_, index) => ({
          firstName: index === 0 ? '=HYPERLINK("x")' : 'Bulk',
          lastName: `Row${index}`,
          email: `bulk-${index}@export.test`,
          profession: 'Healthcare Assistant',
          // Microseconds a JS Date cannot hold, and the same instant for a whole block: the
          // cursor must keep the precision and break ties by id.
          createdAt: sql`timestamptz '2025-06-01 00:00:00.000123+00' + make_interval(secs => ${Math.floor(index / 700)})`,
        })),
      );
      const response = await call(context, {
        method: 'GET',
        url: '/admin/users/export?profession=Healthcare%20Assistant',
        token: admin.token,
      });
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1);
      expect(lines).toHaveLength(2150);
      expect(new Set(lines.map((line) => line.split(',')[3])).size).toBe(2150);
      expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    });
  });

  describe('detail', () => {
    it('shows the profile, subscriptions, purchases, tests with scores and reports', async () => {
      const response = await call(context, {
        method: 'GET',
        url: `/admin/users/${nurse.id}`,
        token: admin.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: TAdminUserDetail }>();
      expect(data.user).toMatchObject({
        email: 'nora.nurse@example.com',
        verified: true,
        country: 'Ghana',
        loginCountry: 'KE',
        lastLoginAt: '2026-02-01T08:00:00.000Z',
        blacklisted: false,
        googleLinked: false,
      });
      expect(data.user).not.toHaveProperty('passwordHash');
      expect(data.subscriptions).toEqual([
        expect.objectContaining({
          examId,
          examName: 'Pharmacology',
          active: true,
          source: 'purchase',
        }),
      ]);
      expect(data.purchases).toMatchObject({
        total: 1,
        recent: [
          {
            reference: 'PW-NURSE-1',
            amount: 40,
            status: 'success',
            items: [{ examId, examName: 'Pharmacology', months: 2, amount: 40 }],
          },
        ],
      });
      expect(data.tests).toMatchObject({
        total: 1,
        ended: 1,
        averageScorePercent: 75,
        recent: [
          {
            type: 'practice',
            questionCount: 4,
            answeredCount: 4,
            correctCount: 3,
            scorePercent: 75,
          },
        ],
      });
      expect(data.reports).toMatchObject({
        total: 1,
        recent: [{ reason: 'Two options are correct', status: 'open', examName: 'Pharmacology' }],
      });
    });

    it('leaves purchases out for a role that may not read sales', async () => {
      const response = await call(context, {
        method: 'GET',
        url: `/admin/users/${nurse.id}`,
        token: hr.token,
      });
      expect(response.json<{ data: { purchases: unknown } }>().data.purchases).toBeNull();
    });

    it('404 for an unknown student, 400 for a malformed id', async () => {
      const missing = await call(context, {
        method: 'GET',
        url: '/admin/users/00000000-0000-4000-8000-000000000000',
        token: admin.token,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'User not found' });
      const malformed = await call(context, {
        method: 'GET',
        url: '/admin/users/not-an-id',
        token: admin.token,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('blacklist', () => {
    it('refuses the student on the very next request and at sign-in, shows the reason, then lifts it', async () => {
      const student = await createStudent(context, { email: 'soon.banned@example.com' });
      const profile = () =>
        call(context, { method: 'GET', url: '/user/profile', token: student.token });
      expect((await profile()).statusCode).toBe(200);

      const response = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/blacklist`,
        token: hr.token,
        payload: { reason: '  Shared the account with a study group  ' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: {
          message: 'User blacklisted',
          user: { blacklisted: true, blacklistReason: 'Shared the account with a study group' },
        },
      });

      const refused = await profile();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: BLACKLISTED_MESSAGE, error: 'Blacklisted' });
      const signIn = await call(context, {
        method: 'POST',
        url: '/user/onboarding/login',
        payload: { email: student.email, password: 'Fixture2024' },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toMatchObject({ message: BLACKLISTED_MESSAGE });

      const banned = await list('?tab=banned&search=soon.banned', hr.token);
      expect(banned.users[0]?.blacklistReason).toBe('Shared the account with a study group');
      const detail = await call(context, {
        method: 'GET',
        url: `/admin/users/${student.id}`,
        token: hr.token,
      });
      expect(detail.json()).toMatchObject({
        data: {
          user: { blacklisted: true, blacklistReason: 'Shared the account with a study group' },
        },
      });

      const again = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/blacklist`,
        token: hr.token,
        payload: { reason: 'Again' },
      });
      expect(again.statusCode).toBe(409);

      const lifted = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/unblacklist`,
        token: admin.token,
      });
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json()).toMatchObject({
        data: {
          message: 'User removed from the blacklist',
          user: { blacklisted: false, blacklistReason: null },
        },
      });
      expect((await profile()).statusCode).toBe(200);
      const liftedAgain = await call(context, {
        method: 'POST',
        url: `/admin/users/${student.id}/unblacklist`,
        token: admin.token,
      });
      expect(liftedAgain.statusCode).toBe(409);

      const audit = await context.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, student.id));
      expect(audit.map((entry) => [entry.action, entry.adminId, entry.adminEmail]).sort()).toEqual(
        [
          ['blacklisted', hr.id, hr.email],
          ['unblacklisted', admin.id, admin.email],
        ].sort(),
      );
      expect(audit.find((entry) => entry.action === 'blacklisted')?.details).toMatchObject({
        reason: 'Shared the account with a study group',
      });
    });

    it('needs a reason', async () => {
      for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
        const response = await call(context, {
          method: 'POST',
          url: `/admin/users/${doctor.id}/blacklist`,
          token: admin.token,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ details: { path: string }[] }>().details[0]?.path).toBe('reason');
      }
      const [row] = await context.db.select().from(users).where(eq(users.id, doctor.id));
      expect(row?.blacklisted).toBe(false);
    });

    it('404 for an unknown student', async () => {
      const response = await call(context, {
        method: 'POST',
        url: '/admin/users/00000000-0000-4000-8000-000000000000/blacklist',
        token: admin.token,
        payload: { reason: 'Nobody' },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});

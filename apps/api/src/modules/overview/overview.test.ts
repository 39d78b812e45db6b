import type { TOverview } from '@prepward/shared/schemas/overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  questionReports,
  saleItems,
  sales,
  subscriptions,
  supportTickets,
  tests,
} from '../../db/schema';
import {
  call,
  createAdmin,
  createExam,
  createStudent,
  type Session,
} from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { rangeStart } from './service';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('rangeStart', () => {
  it('starts day ranges at UTC midnight and the 12-month range on a Monday, 52 weeks back', () => {
    const now = new Date('2026-03-18T15:30:00Z'); // a Wednesday
    expect(rangeStart('7d', now).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(rangeStart('30d', now).toISOString()).toBe('2026-02-17T00:00:00.000Z');
    expect(rangeStart('12m', now).toISOString()).toBe('2025-03-24T00:00:00.000Z');
    expect(rangeStart('12m', new Date('2026-03-16T00:00:00Z')).toISOString()).toBe(
      '2025-03-24T00:00:00.000Z',
    );
  });
});

describe('admin overview', () => {
  let context: TestContext;
  const sessions: Record<string, Session> = {};
  let examA: string;
  let examB: string;

  beforeAll(async () => {
    context = await createTestApp();
    const a = await createExam(context, 'Exam A', 2);
    const b = await createExam(context, 'Exam B', 1);
    examA = a.exam.id;
    examB = b.exam.id;
    for (const role of ['admin', 'sales', 'hr', 'examiner'] as const) {
      sessions[role] = await createAdmin(context, { roles: [role] });
    }
    sessions.viewerOfA = await createAdmin(context, { roles: ['viewer'], examAccess: [examA] });

    const s1 = await createStudent(context, { createdAt: ago(2) });
    const s2 = await createStudent(context, { createdAt: ago(20) });
    const s3 = await createStudent(context, { createdAt: ago(100) });

    const sale = async (
      userId: string,
      createdAt: Date,
      items: [string, number][],
      extra: Partial<typeof sales.$inferInsert> = {},
    ) => {
      const [row] = await context.db
        .insert(sales)
        .values({
          reference: `REF-${Math.random()}`,
          userId,
          status: 'success',
          provider: 'sandbox',
          amount: items.reduce((sum, [, amount]) => sum + amount, 0),
          createdAt,
          ...extra,
        })
        .returning();
      await context.db.insert(saleItems).values(
        items.map(([examId, amount]) => ({
          saleId: row!.id,
          examId,
          months: 1,
          unitAmount: amount,
          amount,
        })),
      );
    };
    await sale(s1.id, ago(1), [
      [examA, 40],
      [examB, 20],
    ]);
    await sale(s2.id, ago(10), [[examB, 30]]);
    await sale(s2.id, ago(40), [[examA, 100]]);
    await sale(s1.id, ago(1), [[examA, 999]], { status: 'pending' });
    await sale(s1.id, ago(1), [[examA, 500]], { status: 'failed' });
    await sale(s3.id, ago(1), [[examA, 0]], { provider: 'manual' });

    const subscription = (userId: string, examId: string, expiresAt: Date) => ({
      userId,
      examId,
      startsAt: ago(200),
      expiresAt,
      source: 'purchase' as const,
    });
    await context.db
      .insert(subscriptions)
      .values([
        subscription(s1.id, examA, ago(-30)),
        subscription(s1.id, examB, ago(-30)),
        subscription(s2.id, examB, ago(-5)),
        subscription(s3.id, examA, ago(3)),
      ]);

    const test = (userId: string, examId: string, startedAt: Date) => ({
      userId,
      examId,
      type: 'practice' as const,
      questionIds: [],
      startedAt,
    });
    await context.db
      .insert(tests)
      .values([
        test(s1.id, examA, ago(1)),
        test(s1.id, examA, ago(2)),
        test(s2.id, examB, ago(5)),
        test(s3.id, examA, ago(50)),
      ]);

    const report = (examId: string, questionId: string, status: 'open' | 'resolved') => ({
      userId: s1.id,
      examId,
      questionId,
      reason: 'Wrong key',
      status,
    });
    await context.db
      .insert(questionReports)
      .values([
        report(examA, a.questions[0]!.id, 'open'),
        report(examA, a.questions[1]!.id, 'open'),
        report(examB, b.questions[0]!.id, 'open'),
        report(examA, a.questions[0]!.id, 'resolved'),
      ]);

    await context.db.insert(supportTickets).values([
      { userId: s1.id, subject: 'Refund', message: 'Please', createdAt: ago(1) },
      { userId: s2.id, subject: 'Login', message: 'Help', status: 'closed', createdAt: ago(3) },
      { userId: s3.id, subject: 'Old', message: 'Still open', createdAt: ago(60) },
    ]);
  });
  afterAll(() => context.close());

  const overview = async (who: string, range = '30d') => {
    const response = await call(context, {
      method: 'GET',
      url: `/admin/overview?range=${range}`,
      token: sessions[who]!.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { overview: TOverview } }>().data.overview;
  };

  it('gives the admin role every figure of the range', async () => {
    const data = await overview('admin');
    expect(data.range).toMatchObject({ key: '30d', bucket: 'day' });
    expect(data.sales).toMatchObject({
      revenue: 90,
      salesCount: 2,
      topExams: [
        { examId: examB, name: 'Exam B', revenue: 50, sales: 2 },
        { examId: examA, name: 'Exam A', revenue: 40, sales: 1 },
      ],
    });
    expect(data.users).toEqual({ newSignups: 2, activeSubscribers: 2 });
    expect(data.tests).toEqual({
      taken: 3,
      topExams: [
        { examId: examA, name: 'Exam A', tests: 2 },
        { examId: examB, name: 'Exam B', tests: 1 },
      ],
    });
    expect(data.reports).toEqual({ open: 3 });
    expect(data.support).toEqual({ open: 2, newInRange: 2 });
  });

  it('fills every day of the chart, empty days with zero', async () => {
    const { sales: figures, range } = await overview('admin');
    expect(figures!.series).toHaveLength(30);
    expect(figures!.series[0]!.start).toBe(range.from.slice(0, 10));
    const byDay = new Map(figures!.series.map((point) => [point.start, point]));
    expect(byDay.get(dayOf(ago(1)))).toEqual({ start: dayOf(ago(1)), revenue: 60, sales: 1 });
    expect(byDay.get(dayOf(ago(10)))).toEqual({ start: dayOf(ago(10)), revenue: 30, sales: 1 });
    expect(figures!.series.filter((point) => point.sales > 0)).toHaveLength(2);
  });

  it('covers other ranges: 7 days, 90 days, and 52 weeks', async () => {
    expect((await overview('admin', '7d')).sales).toMatchObject({ revenue: 60, salesCount: 1 });
    const quarter = await overview('admin', '90d');
    expect(quarter.sales).toMatchObject({ revenue: 190, salesCount: 3 });
    expect(quarter.sales!.topExams.map((exam) => [exam.name, exam.revenue])).toEqual([
      ['Exam A', 140],
      ['Exam B', 50],
    ]);
    expect(quarter.tests!.taken).toBe(4);
    expect(quarter.users!.newSignups).toBe(2);
    const year = await overview('admin', '12m');
    expect(year.range.bucket).toBe('week');
    expect(year.sales!.series).toHaveLength(52);
    expect(year.sales!.series.reduce((sum, point) => sum + point.revenue, 0)).toBe(190);
    expect(year.users!.newSignups).toBe(3);
  });

  it('shows each role only what it may read', async () => {
    const sales_ = await overview('sales');
    expect(sales_.sales).not.toBeNull();
    expect(sales_.users).not.toBeNull();
    expect(sales_.support).not.toBeNull();
    expect([sales_.tests, sales_.reports]).toEqual([null, null]);

    const hr = await overview('hr');
    expect([hr.sales, hr.tests, hr.reports]).toEqual([null, null, null]);
    expect(hr.users).toEqual({ newSignups: 2, activeSubscribers: 2 });

    const examiner = await overview('examiner');
    expect([examiner.sales, examiner.users, examiner.support]).toEqual([null, null, null]);
    expect(examiner.reports).toEqual({ open: 3 });
  });

  it('limits exam figures to the administrator’s exams', async () => {
    const data = await overview('viewerOfA');
    expect(data.sales).toMatchObject({
      revenue: 40,
      salesCount: 1,
      topExams: [{ examId: examA, revenue: 40, sales: 1 }],
    });
    expect(data.users).toEqual({ newSignups: 2, activeSubscribers: 1 });
    expect(data.tests).toEqual({
      taken: 2,
      topExams: [{ examId: examA, name: 'Exam A', tests: 2 }],
    });
    expect(data.reports).toEqual({ open: 2 });
  });

  it('refuses an unknown range', async () => {
    const response = await call(context, {
      method: 'GET',
      url: '/admin/overview?range=forever',
      token: sessions.admin!.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Unknown range' });
  });
});

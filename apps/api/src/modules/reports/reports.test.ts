import type { TQuestionReport } from '@prepward/shared/schemas/question-reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionReports, questions, questionTags } from '../../db/schema';
import {
  call,
  createAdmin,
  createExam,
  createStudent,
  type Session,
} from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type ListReply = { data: { reports: TQuestionReport[]; pagination: { total: number } } };

describe('question reports queue', () => {
  let context: TestContext;
  let examiner: Session;
  let examinerOfA: Session;
  let viewer: Session;
  let reportOnA: string;
  let reportOnB: string;
  let questionA: string;
  let examA: string;

  beforeAll(async () => {
    context = await createTestApp();
    const a = await createExam(context, 'Cardiology', 1);
    const b = await createExam(context, 'Dermatology', 1);
    examA = a.exam.id;
    questionA = a.questions[0]!.id;
    examiner = await createAdmin(context, { roles: ['examiner'], name: 'Erin Examiner' });
    examinerOfA = await createAdmin(context, { roles: ['examiner'], examAccess: [examA] });
    viewer = await createAdmin(context, { roles: ['viewer'] });
    const ama = await createStudent(context, {
      firstName: 'Ama',
      lastName: 'Owusu',
      email: 'ama@example.com',
    });
    const kofi = await createStudent(context, { email: 'kofi@example.com' });
    const rows = await context.db
      .insert(questionReports)
      .values([
        {
          userId: ama.id,
          questionId: questionA,
          examId: examA,
          reason: 'Option b is also correct',
          createdAt: new Date('2026-02-01T10:00:00Z'),
        },
        {
          userId: kofi.id,
          questionId: questionA,
          examId: examA,
          reason: 'Typo in the stem',
          createdAt: new Date('2026-02-02T10:00:00Z'),
        },
        {
          userId: kofi.id,
          questionId: b.questions[0]!.id,
          examId: b.exam.id,
          reason: 'Outdated guideline',
          createdAt: new Date('2026-02-03T10:00:00Z'),
        },
      ])
      .returning();
    reportOnA = rows[0]!.id;
    reportOnB = rows[2]!.id;
    await context.db.insert(questionTags).values([
      { userId: ama.id, questionId: questionA },
      { userId: kofi.id, questionId: questionA },
    ]);
  });
  afterAll(() => context.close());

  const list = async (query: string, token = examiner.token) => {
    const response = await call(context, {
      method: 'GET',
      url: `/admin/question/report${query}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListReply>().data;
  };
  const update = (reportId: string, payload: object, token = examiner.token) =>
    call(context, { method: 'PATCH', url: `/admin/question/report/${reportId}`, token, payload });

  it('lists open reports newest first with the question preview, student, tag and report counts', async () => {
    const data = await list('');
    expect(data.pagination.total).toBe(3);
    expect(data.reports.map((report) => report.reason)).toEqual([
      'Outdated guideline',
      'Typo in the stem',
      'Option b is also correct',
    ]);
    expect(data.reports[2]).toMatchObject({
      status: 'open',
      createdAt: '2026-02-01T10:00:00.000Z',
      resolvedBy: null,
      student: { name: 'Ama Owusu', email: 'ama@example.com' },
      question: {
        id: questionA,
        examId: examA,
        examName: 'Cardiology',
        preview: 'Cardiology question 1: which dose & route?',
        retired: false,
        tagCount: 2,
        openReportCount: 2,
      },
    });
  });

  it('an administrator limited to some exams sees and changes only their reports', async () => {
    const data = await list('?status=all', examinerOfA.token);
    expect(data.reports.map((report) => report.question.examName)).toEqual([
      'Cardiology',
      'Cardiology',
    ]);
    const outside = await update(reportOnB, { status: 'resolved' }, examinerOfA.token);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: 'Report not found' });
    expect((await list(`?examId=${examA}`)).pagination.total).toBe(2);
  });

  it('resolves with a note, then reopens; each change is audited', async () => {
    const resolved = await update(reportOnA, { status: 'resolved', note: '  Fixed the key  ' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      data: {
        message: 'Report resolved',
        report: {
          status: 'resolved',
          resolutionNote: 'Fixed the key',
          resolvedBy: 'Erin Examiner',
        },
      },
    });
    expect((await list('')).reports.map((report) => report.id)).not.toContain(reportOnA);
    const done = await list('?status=resolved');
    expect(done.reports).toHaveLength(1);
    expect(done.reports[0]!.question.openReportCount).toBe(1);

    expect((await update(reportOnA, { status: 'resolved' })).statusCode).toBe(409);

    const reopened = await update(reportOnA, { status: 'open' });
    expect(reopened.json()).toMatchObject({
      data: {
        message: 'Report reopened',
        report: { status: 'open', resolvedBy: null, resolvedAt: null },
      },
    });
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entityId, reportOnA));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['reopened', 'resolved']);
    expect(
      audit.every((entry) => entry.entity === 'question_report' && entry.adminId === examiner.id),
    ).toBe(true);
  });

  it('shows a retired question as retired', async () => {
    await context.db
      .update(questions)
      .set({ retiredAt: new Date() })
      .where(eq(questions.id, questionA));
    const data = await list(`?examId=${examA}`);
    expect(data.reports.every((report) => report.question.retired)).toBe(true);
    await context.db.update(questions).set({ retiredAt: null }).where(eq(questions.id, questionA));
  });

  it('refuses bad input; a viewer reads but may not resolve', async () => {
    expect((await update(reportOnA, { status: 'done' })).statusCode).toBe(400);
    expect(
      (await update(reportOnA, { status: 'resolved', note: 'x'.repeat(1001) })).statusCode,
    ).toBe(400);
    expect((await update('nope', { status: 'resolved' })).statusCode).toBe(400);
    const missing = await update('00000000-0000-4000-8000-000000000000', { status: 'resolved' });
    expect(missing.statusCode).toBe(404);
    const bad = await call(context, {
      method: 'GET',
      url: '/admin/question/report?status=maybe',
      token: examiner.token,
    });
    expect(bad.statusCode).toBe(400);
    expect((await list('', viewer.token)).pagination.total).toBeGreaterThan(0);
    expect((await update(reportOnA, { status: 'resolved' }, viewer.token)).statusCode).toBe(403);
  });
});

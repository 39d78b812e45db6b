// The question-reports queue (issue 10): reports students filed on questions, within the
// administrator's exams, with resolve and reopen. Filed by the test-taking area.
import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type {
  TQuestionReport,
  TReportListQuery,
  TUpdateReportRequest,
} from '@prepward/shared/schemas/question-reports';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { admins, exams, questionReports, questionTags, questions, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { canAccessExam, withinExamScope } from '../../lib/exam-scope';
import { conflict, notFound } from '../../lib/http-error';
import { htmlPreview } from '../../lib/html-text';
import { pageWindow, paginationOf } from '../../lib/pagination';
import type { AuthenticatedAdmin } from '../../lib/actors';

type Admin = Pick<AuthenticatedAdmin, 'id' | 'examAccess'>;

export function createQuestionReports({ db }: { db: Database }) {
  const resolver = alias(admins, 'resolver');

  async function load(where: SQL | undefined, limit: number, offset: number) {
    const rows = await db
      .select({
        report: questionReports,
        resolverName: resolver.name,
        studentFirstName: users.firstName,
        studentLastName: users.lastName,
        studentEmail: users.email,
        examName: exams.name,
        question: {
          id: questions.id,
          courseId: questions.courseId,
          subjectId: questions.subjectId,
          html: questions.questionHtml,
          retiredAt: questions.retiredAt,
        },
        // Correlated counts on indexed columns, for one page of rows (no query per row).
        tagCount: sql<number>`(select count(*)::int from ${questionTags} where ${questionTags.questionId} = ${questionReports.questionId})`,
        openReportCount: sql<number>`(select count(*)::int from ${questionReports} as same_question where same_question.question_id = ${questionReports.questionId} and same_question.status = 'open')`,
      })
      .from(questionReports)
      .innerJoin(users, eq(users.id, questionReports.userId))
      .innerJoin(questions, eq(questions.id, questionReports.questionId))
      .innerJoin(exams, eq(exams.id, questionReports.examId))
      .leftJoin(resolver, eq(resolver.id, questionReports.resolvedByAdminId))
      .where(where)
      .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row): TQuestionReport => ({
      id: row.report.id,
      status: row.report.status,
      reason: row.report.reason,
      createdAt: row.report.createdAt.toISOString(),
      resolvedAt: row.report.resolvedAt?.toISOString() ?? null,
      resolutionNote: row.report.resolutionNote,
      resolvedBy: row.resolverName,
      student: {
        id: row.report.userId,
        name: `${row.studentFirstName} ${row.studentLastName}`.trim(),
        email: row.studentEmail,
      },
      question: {
        id: row.question.id,
        examId: row.report.examId,
        examName: row.examName,
        courseId: row.question.courseId,
        subjectId: row.question.subjectId,
        preview: htmlPreview(row.question.html),
        retired: row.question.retiredAt !== null,
        tagCount: row.tagCount,
        openReportCount: row.openReportCount,
      },
    }));
  }

  return {
    async list(admin: Admin, query: TReportListQuery) {
      const where = and(
        withinExamScope(admin, questionReports.examId),
        query.status === 'all' ? undefined : eq(questionReports.status, query.status),
        query.examId ? eq(questionReports.examId, query.examId) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [reports, [total]] = await Promise.all([
        load(where, limit, offset),
        db.select({ value: count() }).from(questionReports).where(where),
      ]);
      return { reports, pagination: paginationOf(total?.value ?? 0, query) };
    },

    /** Resolve (with an optional note) or reopen; a report outside the admin's exams is 404. */
    async update(admin: Admin, reportId: string, change: TUpdateReportRequest) {
      const note = change.note?.trim() ? change.note.trim() : null;
      await db.transaction(async (tx) => {
        const [report] = await tx
          .select()
          .from(questionReports)
          .where(eq(questionReports.id, reportId))
          .for('update');
        if (!report || !canAccessExam(admin, report.examId)) throw notFound(TEXT.reportNotFound);
        if (report.status === change.status) {
          throw conflict(
            change.status === 'resolved' ? TEXT.reportAlreadyResolved : TEXT.reportAlreadyOpen,
          );
        }
        const resolving = change.status === 'resolved';
        await tx
          .update(questionReports)
          .set(
            resolving
              ? {
                  status: 'resolved',
                  resolvedByAdminId: admin.id,
                  resolvedAt: sql`now()`,
                  resolutionNote: note,
                }
              : {
                  status: 'open',
                  resolvedByAdminId: null,
                  resolvedAt: null,
                  resolutionNote: note,
                },
          )
          .where(eq(questionReports.id, reportId));
        await recordAudit(tx, {
          adminId: admin.id,
          action: resolving ? 'resolved' : 'reopened',
          entity: 'question_report',
          entityId: reportId,
          details: { questionId: report.questionId, examId: report.examId, note },
        });
      });
      const [updated] = await load(eq(questionReports.id, reportId), 1, 0);
      return updated!;
    },
  };
}
export type QuestionReports = ReturnType<typeof createQuestionReports>;

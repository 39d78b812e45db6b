// The student catalogue (All Exams, quick view) and My Exams. Question counts are of live
// questions only: a retired question is in no new test, so it is not on offer.
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import type { TCatalogueExam, TExamDetail, TMyExam } from '@prepward/shared/schemas/commerce';
import { and, asc, count, desc, eq, ilike, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { changeCache, type ChangeFeed } from '../../lib/change-feed';
import {
  courses,
  exams,
  isLiveQuestion,
  questions,
  subjects,
  subscriptions,
  tests,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import { accessEndsAt, preparedActiveAccessByExam } from '../access/service';

type ExamRow = typeof exams.$inferSelect;

const examFields = (exam: ExamRow) => ({
  id: exam.id,
  name: exam.name,
  description: exam.description,
  imageUrl: exam.imageUrl,
  subscriptionAmount: exam.subscriptionAmount,
  mockQuestions: exam.mockQuestions,
  mockTestTime: exam.mockTestTime,
});

const accessOf = (endsAt: Date | null | undefined) => ({
  active: Boolean(endsAt),
  endsAt: endsAt?.toISOString() ?? null,
});

/** Pages of the exam list each instance keeps (searches included); the oldest go first. */
const PAGES_KEPT = 500;

export function createCatalogue({ db, changeFeed }: { db: Database; changeFeed: ChangeFeed }) {
  // The exam list and its live question counts are the same for every student: kept until
  // an exam, or whether a question counts, changes (a trigger tells every instance).
  const pages = changeCache<
    string,
    { rows: ExamRow[]; total: number; counts: Map<string, number> }
  >(changeFeed, { maxEntries: PAGES_KEPT });
  changeFeed.subscribe((change) => {
    if (change.kind === 'catalogue') pages.clear();
  });
  const activeAccessByExam = preparedActiveAccessByExam(db);

  async function examPage(query: TPaginationQuery) {
    const where = query.search ? ilike(exams.name, containsPattern(query.search)) : undefined;
    const { limit, offset } = pageWindow(query);
    const key = JSON.stringify([query.search ?? '', limit, offset]);
    return pages.get(key, async () => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(exams)
          .where(where)
          // Newest first, on the created_at index.
          .orderBy(desc(exams.createdAt), asc(exams.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(exams).where(where),
      ]);
      const counts = await liveQuestionCounts(rows.map((row) => row.id));
      return { rows, total: total?.count ?? 0, counts };
    });
  }

  async function liveQuestionCounts(examIds: string[]) {
    if (examIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ examId: questions.examId, count: count() })
      .from(questions)
      .where(and(inArray(questions.examId, examIds), isLiveQuestion()))
      .groupBy(questions.examId);
    return new Map(rows.map((row) => [row.examId, row.count]));
  }

  return {
    async list(userId: string, query: TPaginationQuery) {
      const [{ rows, total, counts }, access] = await Promise.all([
        examPage(query),
        activeAccessByExam(userId),
      ]);
      const list: TCatalogueExam[] = rows.map((exam) => ({
        ...examFields(exam),
        questionCount: counts.get(exam.id) ?? 0,
        access: accessOf(access.get(exam.id)),
      }));
      return { exams: list, pagination: paginationOf(total, query) };
    },

    async detail(userId: string, examId: string): Promise<TExamDetail> {
      const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
      if (!exam) throw notFound('Exam not found');
      const [courseRows, subjectRows, subjectCounts, endsAt, [freeTrial]] = await Promise.all([
        db
          .select({ id: courses.id, name: courses.name })
          .from(courses)
          .where(and(eq(courses.examId, examId), isNull(courses.retiredAt)))
          .orderBy(asc(courses.createdAt), asc(courses.id)),
        db
          .select({ id: subjects.id, name: subjects.name, courseId: subjects.courseId })
          .from(subjects)
          .where(and(eq(subjects.examId, examId), isNull(subjects.retiredAt)))
          .orderBy(asc(subjects.createdAt), asc(subjects.id)),
        db
          .select({ subjectId: questions.subjectId, count: count() })
          .from(questions)
          .where(and(eq(questions.examId, examId), isLiveQuestion()))
          .groupBy(questions.subjectId),
        accessEndsAt(db, userId, examId),
        db
          .select({ id: tests.id, status: tests.status })
          .from(tests)
          .where(
            and(eq(tests.userId, userId), eq(tests.examId, examId), eq(tests.type, 'free-trial')),
          )
          .orderBy(desc(tests.createdAt))
          .limit(1),
      ]);
      const perSubject = new Map(subjectCounts.map((row) => [row.subjectId, row.count]));
      return {
        ...examFields(exam),
        questionCount: subjectCounts.reduce((sum, row) => sum + row.count, 0),
        access: accessOf(endsAt),
        courses: courseRows.map((course) => ({
          ...course,
          subjects: subjectRows
            .filter((subject) => subject.courseId === course.id)
            .map((subject) => ({
              id: subject.id,
              name: subject.name,
              questionCount: perSubject.get(subject.id) ?? 0,
            })),
        })),
        freeTrial: {
          available: !endsAt && !freeTrial,
          testId: freeTrial?.id ?? null,
          ended: freeTrial?.status === 'ended',
        },
      };
    },

    /** Every exam the student ever had access to: active ones first, then by end date. */
    async myExams(userId: string): Promise<TMyExam[]> {
      const endsAt = max(subscriptions.expiresAt);
      const rows = await db
        .select({ exam: exams, endsAt })
        .from(subscriptions)
        .innerJoin(exams, eq(exams.id, subscriptions.examId))
        .where(eq(subscriptions.userId, userId))
        .groupBy(exams.id)
        .orderBy(sql`${endsAt} > now() desc`, desc(endsAt), asc(exams.name));
      const now = Date.now();
      return rows.flatMap(({ exam, endsAt: end }) =>
        end
          ? [
              {
                ...examFields(exam),
                accessEndsAt: end.toISOString(),
                active: end.getTime() > now,
              },
            ]
          : [],
      );
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

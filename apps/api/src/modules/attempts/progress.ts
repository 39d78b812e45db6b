// A student's progress on one exam over time (GET /user/exam/:examId/progress): per ISO week
// (Monday start, UTC) of the last PROGRESS_WEEKS, the answers given, their score and the time
// spent on them, the same per subject, and each ended mock's score and percentile.
import {
  PROGRESS_WEEKS,
  type TExamProgress,
  type TProgressSummary,
  type TStudyWeek,
} from '@prepward/shared/schemas/progress';
import { and, asc, eq, exists, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  courses,
  exams,
  questions,
  subjects,
  subscriptions,
  testAnswers,
  tests,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { percentageOf } from './content';
import { loadReadiness } from './readiness';
import { EXAM_NOT_FOUND, type StudentExam } from './service';

/** Answers whose correctness the student has seen: all but those of a mock still running. */
const revealed = sql`(${tests.type} <> 'mock' or ${tests.status} = 'ended')`;

const weekOf = sql<string>`to_char(date_trunc('week', ${testAnswers.answeredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

const scoreColumns = {
  weekStart: weekOf,
  questionsAnswered: sql<number>`count(*)::int`,
  points: sql<number>`coalesce(sum(${testAnswers.points}) filter (where ${revealed}), 0)::int`,
  maxPoints: sql<number>`coalesce(sum(${testAnswers.maxPoints}) filter (where ${revealed}), 0)::int`,
};

const withPercentage = <Row extends { points: number; maxPoints: number }>(row: Row) => ({
  ...row,
  percentage: percentageOf(row.points, row.maxPoints),
});

/**
 * The exam, when the student has ever had access to it: a subscription, current or past, or a
 * test (the free trial). Anyone else meets the 404 of an exam that is not there.
 */
async function loadStudentExam(db: Database, student: StudentExam) {
  const [exam] = await db
    .select({ id: exams.id, name: exams.name })
    .from(exams)
    .where(
      and(
        eq(exams.id, student.examId),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(subscriptions)
              .where(
                and(
                  eq(subscriptions.userId, student.userId),
                  eq(subscriptions.examId, student.examId),
                ),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(tests)
              .where(and(eq(tests.userId, student.userId), eq(tests.examId, student.examId))),
          ),
        ),
      ),
    );
  if (!exam) throw notFound(EXAM_NOT_FOUND);
  return exam;
}

/**
 * Percentiles of ended mocks whose report never stored its peer figures, in one query: where
 * each score stands among other students' ended mocks of the exam, as peer-figures.ts counts.
 */
async function livePercentiles(
  db: Database,
  student: StudentExam,
  testIds: readonly string[],
): Promise<Map<string, number | null>> {
  if (testIds.length === 0) return new Map();
  const others = alias(tests, 'others');
  const rows = await db
    .select({
      testId: tests.id,
      lower: sql<number>`count(${others.id}) filter (where ${others.points} * ${tests.maxPoints} < ${tests.points} * ${others.maxPoints})::int`,
      equal: sql<number>`count(${others.id}) filter (where ${others.points} * ${tests.maxPoints} = ${tests.points} * ${others.maxPoints})::int`,
      count: sql<number>`count(${others.id})::int`,
    })
    .from(tests)
    .leftJoin(
      others,
      and(
        eq(others.examId, student.examId),
        eq(others.type, 'mock'),
        eq(others.status, 'ended'),
        ne(others.userId, student.userId),
      ),
    )
    .where(inArray(tests.id, [...testIds]))
    .groupBy(tests.id);
  return new Map(
    rows.map((row) => [
      row.testId,
      row.count > 0 ? percentageOf(row.lower + row.equal / 2, row.count) : null,
    ]),
  );
}

async function mockProgress(db: Database, student: StudentExam) {
  const mocks = await db
    .select({
      testId: tests.id,
      endedAt: tests.endedAt,
      points: tests.points,
      maxPoints: tests.maxPoints,
      peerFigures: tests.peerFigures,
    })
    .from(tests)
    .where(
      and(
        eq(tests.userId, student.userId),
        eq(tests.examId, student.examId),
        eq(tests.type, 'mock'),
        eq(tests.status, 'ended'),
      ),
    )
    .orderBy(asc(tests.endedAt), asc(tests.createdAt));
  // A mock's report stores its figures; one never reported is counted now, all in one query.
  const live = await livePercentiles(
    db,
    student,
    mocks.filter((mock) => !mock.peerFigures).map((mock) => mock.testId),
  );
  return mocks.map((mock) => ({
    testId: mock.testId,
    endedAt: (mock.endedAt ?? new Date(0)).toISOString(),
    percentage: percentageOf(mock.points, mock.maxPoints),
    percentile: mock.peerFigures
      ? (mock.peerFigures.percentile?.value ?? null)
      : (live.get(mock.testId) ?? null),
  }));
}

export async function getExamProgress(
  db: Database,
  student: StudentExam,
  now: Date,
): Promise<TExamProgress> {
  const exam = await loadStudentExam(db, student);
  const mine: SQL = and(eq(tests.userId, student.userId), eq(tests.examId, student.examId))!;
  const since = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - ${`${PROGRESS_WEEKS - 1} weeks`}::interval`;
  const recent = and(mine, sql`${testAnswers.answeredAt} at time zone 'UTC' >= ${since}`);

  const [weeks, subjectWeeks, [totals], mocks, readiness] = await Promise.all([
    db
      .select({
        ...scoreColumns,
        secondsStudied: sql<number>`coalesce(sum(${testAnswers.timeSpentSeconds}), 0)::int`,
      })
      .from(testAnswers)
      .innerJoin(tests, eq(tests.id, testAnswers.testId))
      .where(recent)
      .groupBy(weekOf)
      .orderBy(weekOf),
    db
      .select({
        ...scoreColumns,
        subjectId: subjects.id,
        subjectName: subjects.name,
        courseName: courses.name,
      })
      .from(testAnswers)
      .innerJoin(tests, eq(tests.id, testAnswers.testId))
      .innerJoin(questions, eq(questions.id, testAnswers.questionId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .innerJoin(courses, eq(courses.id, subjects.courseId))
      .where(recent)
      .groupBy(subjects.id, subjects.name, courses.name, weekOf)
      .orderBy(asc(courses.name), asc(subjects.name), asc(subjects.id), weekOf),
    db
      .select({
        questionsAnswered: sql<number>`count(*)::int`,
        secondsStudied: sql<number>`coalesce(sum(${testAnswers.timeSpentSeconds}), 0)::int`,
      })
      .from(testAnswers)
      .innerJoin(tests, eq(tests.id, testAnswers.testId))
      .where(mine),
    mockProgress(db, student),
    loadReadiness(db, student.userId, [student.examId], now),
  ]);

  const bySubject = new Map<string, TExamProgress['subjects'][number]>();
  for (const { subjectId, subjectName, courseName, ...week } of subjectWeeks) {
    const subject = bySubject.get(subjectId) ?? { subjectId, subjectName, courseName, weeks: [] };
    subject.weeks.push(withPercentage(week));
    bySubject.set(subjectId, subject);
  }

  return {
    exam,
    weeks: weeks.map(withPercentage),
    subjects: [...bySubject.values()],
    mocks,
    totals: totals ?? { questionsAnswered: 0, secondsStudied: 0 },
    readiness: readiness.get(exam.id)!,
  };
}

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the ISO week holding `at`. */
function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * The dashboard's summary (GET /user/progress): this week and last week over all the student's
 * exams, and the readiness on each exam they have had access to or tried, in a fixed number of
 * queries whatever the number of exams.
 */
export async function getProgressSummary(
  db: Database,
  userId: string,
  now: Date,
): Promise<TProgressSummary> {
  const thisWeek = weekStartOf(now);
  const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);
  const [weekRows, examRows] = await Promise.all([
    db
      .select({
        ...scoreColumns,
        secondsStudied: sql<number>`coalesce(sum(${testAnswers.timeSpentSeconds}), 0)::int`,
      })
      .from(testAnswers)
      .innerJoin(tests, eq(tests.id, testAnswers.testId))
      .where(
        and(
          eq(tests.userId, userId),
          gte(testAnswers.answeredAt, lastWeek),
          lt(testAnswers.answeredAt, new Date(thisWeek.getTime() + 7 * DAY_MS)),
        ),
      )
      .groupBy(weekOf),
    db
      .select({ id: exams.id, name: exams.name })
      .from(exams)
      .where(
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(subscriptions)
              .where(and(eq(subscriptions.userId, userId), eq(subscriptions.examId, exams.id))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(tests)
              .where(and(eq(tests.userId, userId), eq(tests.examId, exams.id))),
          ),
        ),
      )
      .orderBy(asc(exams.name), asc(exams.id)),
  ]);
  const readiness = await loadReadiness(
    db,
    userId,
    examRows.map((exam) => exam.id),
    now,
  );
  const week = (start: Date): TStudyWeek => {
    const weekStart = start.toISOString().slice(0, 10);
    const row = weekRows.find((candidate) => candidate.weekStart === weekStart);
    return row
      ? withPercentage(row)
      : {
          weekStart,
          questionsAnswered: 0,
          secondsStudied: 0,
          points: 0,
          maxPoints: 0,
          percentage: 0,
        };
  };
  return {
    thisWeek: week(thisWeek),
    lastWeek: week(lastWeek),
    exams: examRows.map((exam) => ({ exam, readiness: readiness.get(exam.id)! })),
  };
}

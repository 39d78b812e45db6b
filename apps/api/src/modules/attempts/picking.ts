// Which questions a test draws: the one place that decides it (docs/architecture.md).
import type { QuestionMode } from '@prepward/shared/constants';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import {
  courses,
  isLiveQuestion,
  questions,
  questionTags,
  subjects,
  testAnswers,
  tests,
} from '../../db/schema';
import { badRequest } from '../../lib/http-error';

export type QuestionFilter = {
  userId: string;
  examId: string;
  /** Null: the whole exam. */
  subjectIds: string[] | null;
  mode: QuestionMode;
};

/**
 * The subjects a choice of courses and subjects stands for: every chosen subject, plus every
 * subject of a chosen course none of whose subjects was picked one by one (picking a subject
 * narrows its course). Null when nothing was chosen: the whole exam. An id outside the exam is
 * refused.
 */
export async function resolveSubjects(
  db: DatabaseOrTransaction,
  examId: string,
  courseIds: readonly string[],
  subjectIds: readonly string[],
): Promise<string[] | null> {
  if (courseIds.length === 0 && subjectIds.length === 0) return null;
  const [examCourses, examSubjects] = await Promise.all([
    db.select({ id: courses.id }).from(courses).where(eq(courses.examId, examId)),
    db
      .select({ id: subjects.id, courseId: subjects.courseId })
      .from(subjects)
      .where(eq(subjects.examId, examId)),
  ]);
  const knownCourses = new Set(examCourses.map((course) => course.id));
  const courseOfSubject = new Map(examSubjects.map((subject) => [subject.id, subject.courseId]));
  if (
    courseIds.some((id) => !knownCourses.has(id)) ||
    subjectIds.some((id) => !courseOfSubject.has(id))
  ) {
    throw badRequest('Some of the chosen courses or subjects are not part of this exam.');
  }
  const narrowedCourses = new Set(subjectIds.map((id) => courseOfSubject.get(id)));
  const wholeCourses = new Set(courseIds.filter((id) => !narrowedCourses.has(id)));
  const chosen = new Set(subjectIds);
  for (const subject of examSubjects) {
    if (wholeCourses.has(subject.courseId)) chosen.add(subject.id);
  }
  return [...chosen];
}

/** Questions of the exam this student has answered, in any test. */
function answeredBy(filter: QuestionFilter) {
  return sql`select ${testAnswers.questionId} from ${testAnswers}
    join ${tests} on ${tests.id} = ${testAnswers.testId}
    where ${tests.userId} = ${filter.userId} and ${tests.examId} = ${filter.examId}`;
}

/**
 * Questions whose latest revealed answer by this student was wrong. Answers of a mock that is
 * still running are left out: their correctness is secret until its end.
 */
function lastAnsweredWrong(filter: QuestionFilter) {
  return sql`select latest.question_id from (
      select distinct on (${testAnswers.questionId}) ${testAnswers.questionId} as question_id,
        ${testAnswers.isCorrect} as is_correct
      from ${testAnswers} join ${tests} on ${tests.id} = ${testAnswers.testId}
      where ${tests.userId} = ${filter.userId} and ${tests.examId} = ${filter.examId}
        and (${tests.type} <> 'mock' or ${tests.status} = 'ended')
      order by ${testAnswers.questionId}, ${testAnswers.answeredAt} desc
    ) latest where not latest.is_correct`;
}

function modeCondition(filter: QuestionFilter): SQL | undefined {
  switch (filter.mode) {
    case 'all':
      return undefined;
    case 'unused':
      return sql`${questions.id} not in (${answeredBy(filter)})`;
    case 'used':
      return sql`${questions.id} in (${answeredBy(filter)})`;
    case 'incorrect':
      return sql`${questions.id} in (${lastAnsweredWrong(filter)})`;
    case 'tagged':
      return sql`${questions.id} in (select ${questionTags.questionId} from ${questionTags}
        where ${questionTags.userId} = ${filter.userId})`;
  }
}

function matching(filter: QuestionFilter): SQL | undefined {
  return and(
    eq(questions.examId, filter.examId),
    // A retired, draft or in-review question never goes into a new test.
    isLiveQuestion(),
    filter.subjectIds === null
      ? undefined
      : filter.subjectIds.length === 0
        ? sql`false`
        : inArray(questions.subjectId, filter.subjectIds),
    modeCondition(filter),
  );
}

/** How many live questions match. */
export async function countQuestions(
  db: DatabaseOrTransaction,
  filter: QuestionFilter,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .where(matching(filter));
  return row?.count ?? 0;
}

/** Up to `limit` matching questions in random order (the order the student will see). */
export async function pickQuestionIds(
  db: DatabaseOrTransaction,
  filter: QuestionFilter,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(matching(filter))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => row.id);
}

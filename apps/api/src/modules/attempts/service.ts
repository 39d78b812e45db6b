// Test taking (docs/architecture.md, the rules the server owns): starting a test,
// the timer and history. Reading it back: test-page.ts. Answers: answers.ts; analytics: analytics.ts;
// which questions: picking.ts; tags and reports: question-actions.ts.
import {
  FREE_TRIAL_QUESTIONS,
  TEST_DEFAULTS,
  TEST_LIMITS,
  type QuestionMode,
} from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type { QuestionDifficulty } from '@prepward/shared/question-metadata';
import type {
  TCreateTestRequest,
  TReviewCounts,
  TTestHistoryQuery,
  TTestSummary,
  TTestTimer,
} from '@prepward/shared/schemas/attempts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { exams, tests } from '../../db/schema';
import { badRequest, conflict, forbidden, httpError, notFound } from '../../lib/http-error';
import { pageWindow } from '../../lib/pagination';
import { accessEndsAt, activeAccessByExam } from '../access/service';
import { TEST_ENDED_MESSAGE } from './answers';
import { loadOwnTest, maxPointsOf, summaryOf } from './content';
import { countMocksSoon } from './mock-counts';
import {
  countQuestions,
  pickQuestionIds,
  resolveSubjects,
  type DrawOrder,
  type QuestionFilter,
} from './picking';
import { endIfOverdue, endOverdueTests, secondsUntil, timerOf, type TestRow } from './timer';

export const EXAM_NOT_FOUND = 'Exam not found';
export const NEEDS_ACCESS_MESSAGE =
  'You need an active subscription to this exam to start a practice test or a mock exam. Buy it from All Exams, or try its free trial.';
export const NO_MATCHING_QUESTIONS_MESSAGE =
  'No questions match your choices. Choose other courses, subjects or difficulties, or another question mode.';
export const NO_QUESTIONS_MESSAGE = 'This exam has no questions yet.';
export const FREE_TRIAL_OWNED_MESSAGE =
  'You already have access to this exam: start a practice test or a mock exam instead.';
export const PAUSE_PRACTICE_ONLY_MESSAGE = 'Only practice tests can be paused.';
export const PAUSE_UNTIMED_MESSAGE = 'An untimed test has no timer to pause.';

export type StudentExam = { userId: string; examId: string };
export type StudentTest = StudentExam & { testId: string };

async function loadExam(db: DatabaseOrTransaction, examId: string) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) throw notFound(EXAM_NOT_FOUND);
  return exam;
}

/** Minutes of a timed practice test: `minutes`, else the distance to `endTime`, else 20. */
function practiceMinutes(request: TCreateTestRequest, now: Date): number {
  if (request.minutes !== undefined) return request.minutes;
  if (request.endTime === undefined) return TEST_DEFAULTS.minutes;
  const minutes = Math.round((new Date(request.endTime).getTime() - now.getTime()) / 60_000);
  if (minutes < TEST_LIMITS.minMinutes) throw badRequest('endTime must be in the future.');
  return Math.min(minutes, TEST_LIMITS.maxMinutes);
}

export type CreatedTest = { testId: string; endTime: string | null; questionCount: number };

const created = (test: TestRow): CreatedTest => ({
  testId: test.id,
  endTime: test.endTime?.toISOString() ?? null,
  questionCount: test.questionIds.length,
});

async function startFreeTrial(db: Database, student: StudentExam, now: Date) {
  const existing = await db
    .select()
    .from(tests)
    .where(
      and(
        eq(tests.userId, student.userId),
        eq(tests.examId, student.examId),
        eq(tests.type, 'free-trial'),
      ),
    );
  if (existing[0]) return created(existing[0]);
  if (await accessEndsAt(db, student.userId, student.examId, now)) {
    throw conflict(FREE_TRIAL_OWNED_MESSAGE);
  }
  const questionIds = await pickQuestionIds(
    db,
    { ...student, subjectIds: null, mode: 'all' },
    FREE_TRIAL_QUESTIONS,
  );
  if (questionIds.length === 0) throw badRequest(NO_QUESTIONS_MESSAGE);
  // The unique index allows one free trial per student and exam: a racing request gets the
  // other's test.
  const [test] = await db
    .insert(tests)
    .values({
      ...student,
      type: 'free-trial',
      mode: 'all',
      questionIds,
      maxPoints: maxPointsOf(questionIds),
      startedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (test) return created(test);
  return startFreeTrial(db, student, now);
}

export async function createTest(
  db: Database,
  student: StudentExam,
  request: TCreateTestRequest,
  now: Date = new Date(),
): Promise<CreatedTest> {
  const exam = await loadExam(db, student.examId);
  if (request.type === 'free-trial') return startFreeTrial(db, student, now);

  if (!(await accessEndsAt(db, student.userId, exam.id, now))) {
    throw forbidden(NEEDS_ACCESS_MESSAGE);
  }

  let filter: QuestionFilter;
  let count: number;
  let durationSeconds: number | null;
  let order: DrawOrder;
  if (request.type === 'mock') {
    // Count and time are the exam's, whatever the client sent; subjects in its proportions.
    filter = { ...student, subjectIds: null, mode: 'all' };
    count = exam.mockQuestions;
    durationSeconds = exam.mockTestTime * 60;
    order = 'balanced';
  } else {
    filter = {
      ...student,
      subjectIds: await resolveSubjects(
        db,
        exam.id,
        request.courseIds ?? [],
        request.subjectIds ?? [],
      ),
      mode: request.questionMode ?? TEST_DEFAULTS.questionMode,
      difficulties: request.difficulties ?? [],
    };
    count = request.questions ?? TEST_DEFAULTS.questions;
    durationSeconds = request.timed === false ? null : practiceMinutes(request, now) * 60;
    order = request.focus === 'weakest' ? 'weakest' : 'random';
  }

  const questionIds = await pickQuestionIds(db, filter, count, order);
  if (questionIds.length === 0) {
    throw badRequest(
      request.type === 'mock' ? NO_QUESTIONS_MESSAGE : NO_MATCHING_QUESTIONS_MESSAGE,
    );
  }
  const [test] = await db
    .insert(tests)
    .values({
      ...student,
      type: request.type,
      mode: filter.mode,
      questionIds,
      maxPoints: maxPointsOf(questionIds),
      courseIds: request.type === 'practice' ? (request.courseIds ?? []) : [],
      subjectIds: request.type === 'practice' ? (request.subjectIds ?? []) : [],
      durationSeconds,
      endTime: durationSeconds === null ? null : new Date(now.getTime() + durationSeconds * 1000),
      startedAt: now,
    })
    .returning();
  if (!test) throw new Error('test insert returned nothing');
  return created(test);
}

/** How many questions a practice test with these choices could draw. */
export async function countMatchingQuestions(
  db: Database,
  student: StudentExam,
  query: {
    questionMode: QuestionMode;
    courseIds: string[];
    subjectIds: string[];
    difficulties: QuestionDifficulty[];
  },
): Promise<number> {
  await loadExam(db, student.examId);
  return countQuestions(db, {
    ...student,
    mode: query.questionMode,
    difficulties: query.difficulties,
    subjectIds: await resolveSubjects(db, student.examId, query.courseIds, query.subjectIds),
  });
}

/**
 * Per exam the student may use now, by name: how many questions a practice test of their
 * incorrect ones, and of their tagged ones, would hold. A test belongs to one exam, so a
 * review across exams is one such test per exam (decision 0106).
 */
export async function listReviewCounts(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<TReviewCounts[]> {
  const examIds = [...(await activeAccessByExam(db, userId, now)).keys()];
  if (examIds.length === 0) return [];
  const owned = await db
    .select({ id: exams.id, name: exams.name })
    .from(exams)
    .where(inArray(exams.id, examIds))
    .orderBy(asc(exams.name));
  return Promise.all(
    owned.map(async (exam) => {
      const inMode = (mode: QuestionMode) =>
        countQuestions(db, { userId, examId: exam.id, subjectIds: null, mode });
      const [incorrect, tagged] = await Promise.all([inMode('incorrect'), inMode('tagged')]);
      return { examId: exam.id, examName: exam.name, incorrect, tagged };
    }),
  );
}

type TimerChange = { message: string; timer: TTestTimer };

/** Runs a timer change on the locked test; an overdue test is ended (and stays ended). */
async function changeTimer(
  db: Database,
  ids: StudentTest,
  now: Date,
  change: (tx: DatabaseOrTransaction, test: TestRow) => Promise<TimerChange>,
): Promise<TimerChange> {
  const outcome = await db.transaction(async (tx) => {
    const test = await endIfOverdue(tx, await loadOwnTest(tx, ids, { lock: true }), now);
    return change(tx, test);
  });
  return outcome;
}

async function updateTest(
  tx: DatabaseOrTransaction,
  test: TestRow,
  values: Partial<typeof tests.$inferInsert>,
) {
  const [updated] = await tx.update(tests).set(values).where(eq(tests.id, test.id)).returning();
  return updated ?? test;
}

const testEnded = () => httpError(409, TEST_ENDED_MESSAGE, { code: 'TestEnded' });

/** Practice only: keeps the remaining seconds on the server and stops the clock. */
export function pauseTest(db: Database, ids: StudentTest, now: Date = new Date()) {
  return changeTimer(db, ids, now, async (tx, test) => {
    if (test.type !== 'practice') throw badRequest(PAUSE_PRACTICE_ONLY_MESSAGE);
    if (test.durationSeconds === null) throw badRequest(PAUSE_UNTIMED_MESSAGE);
    if (test.status === 'ended') throw testEnded();
    if (test.status === 'paused')
      return { message: MESSAGES.examPaused, timer: timerOf(test, now) };
    const paused = await updateTest(tx, test, {
      status: 'paused',
      remainingSeconds: Math.max(1, secondsUntil(test.endTime ?? now, now)),
      endTime: null,
    });
    return { message: MESSAGES.examPaused, timer: timerOf(paused, now) };
  });
}

/** Starts the clock again: a new end time from the seconds kept at pause. */
export function resumeTest(db: Database, ids: StudentTest, now: Date = new Date()) {
  return changeTimer(db, ids, now, async (tx, test) => {
    if (test.status === 'ended') throw testEnded();
    if (test.status === 'running') {
      return { message: MESSAGES.examResumed, timer: timerOf(test, now) };
    }
    const resumed = await updateTest(tx, test, {
      status: 'running',
      endTime: new Date(now.getTime() + (test.remainingSeconds ?? 0) * 1000),
      remainingSeconds: null,
    });
    return { message: MESSAGES.examResumed, timer: timerOf(resumed, now) };
  });
}

/**
 * Ends the test (idempotent); what was left is kept for the time-used figure. A mock's answers
 * are counted in the peer figures soon after (mock-counts.ts).
 */
export async function endTest(db: Database, ids: StudentTest, now: Date = new Date()) {
  let mock = false;
  const outcome = await changeTimer(db, ids, now, async (tx, test) => {
    mock = test.type === 'mock';
    if (test.status === 'ended') return { message: MESSAGES.examEnded, timer: timerOf(test, now) };
    const ended = await updateTest(tx, test, {
      status: 'ended',
      endedAt: now,
      remainingSeconds:
        test.status === 'paused'
          ? test.remainingSeconds
          : test.endTime
            ? secondsUntil(test.endTime, now)
            : null,
    });
    return { message: MESSAGES.examEnded, timer: timerOf(ended, now) };
  });
  // Also when the end found it ended already (past its end time, in changeTimer): the count
  // waits for the commit either way. A practice test's answers count as they are held.
  if (mock) countMocksSoon(db);
  return outcome;
}

/** The student's tests, newest first; overdue ones are ended before they are listed. */
export async function listTests(
  db: Database,
  userId: string,
  query: TTestHistoryQuery & { page: number; perPage: number },
  now: Date = new Date(),
): Promise<{ tests: TTestSummary[]; total: number }> {
  await endOverdueTests(db, now, { userId });
  const where = and(
    eq(tests.userId, userId),
    query.examId ? eq(tests.examId, query.examId) : undefined,
    query.status ? eq(tests.status, query.status) : undefined,
    query.type ? eq(tests.type, query.type) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ test: tests, examName: exams.name })
      .from(tests)
      .innerJoin(exams, eq(exams.id, tests.examId))
      .where(where)
      .orderBy(desc(tests.createdAt), desc(tests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tests)
      .where(where),
  ]);
  return {
    tests: rows.map((row) => summaryOf(row.test, row.examName, now)),
    total: counted?.total ?? 0,
  };
}

// Results of a test: score, time, breakdown by course and subject, percentile among the
// exam's mock attempts, and a review of every question with its peer statistics.
import type { TReviewQuestion, TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams, testAnswers, tests } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import {
  heldAnswerOf,
  loadAnswers,
  loadContent,
  loadOwnTest,
  loadTaggedIds,
  optionLabel,
  percentageOf,
  summaryOf,
  type AnswerRow,
} from './content';
import { endIfOverdue, remainingSecondsOf, type TestRow } from './timer';

export const MOCK_NOT_ENDED_MESSAGE = 'Analytics of a mock exam are available once it has ended.';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function score(total: number, answers: readonly (AnswerRow | undefined)[]) {
  const answered = answers.filter((answer) => answer !== undefined);
  const correct = answered.filter((answer) => answer.isCorrect).length;
  return {
    total,
    correct,
    incorrect: answered.length - correct,
    unanswered: total - answered.length,
    percentage: percentageOf(correct, total),
  };
}

/**
 * The student's own answers to these questions over all their tests. The question counters
 * count every test's answer, the student's included; peers are other accounts, so these are
 * taken off.
 */
type OwnTotals = {
  byQuestion: Map<string, { answers: number; correct: number; seconds: number }>;
  picks: Map<string, number>;
};

async function ownAnswerTotals(
  db: Database,
  userId: string,
  questionIds: string[],
): Promise<OwnTotals> {
  if (questionIds.length === 0) return { byQuestion: new Map(), picks: new Map() };
  const mine = and(eq(tests.userId, userId), inArray(testAnswers.questionId, questionIds));
  const [perQuestion, perOption] = await Promise.all([
    db
      .select({
        questionId: testAnswers.questionId,
        answers: sql<number>`count(*)::int`,
        correct: sql<number>`(count(*) filter (where ${testAnswers.isCorrect}))::int`,
        seconds: sql<number>`coalesce(sum(${testAnswers.timeSpentSeconds}), 0)::int`,
      })
      .from(testAnswers)
      .innerJoin(tests, eq(tests.id, testAnswers.testId))
      .where(mine)
      .groupBy(testAnswers.questionId),
    db
      .select({
        optionId: sql<string>`picked.option_id`,
        picks: sql<number>`count(*)::int`,
      })
      .from(testAnswers)
      .innerJoin(tests, eq(tests.id, testAnswers.testId))
      .innerJoin(sql`unnest(${testAnswers.selectedOptionIds}) as picked(option_id)`, sql`true`)
      .where(mine)
      .groupBy(sql`picked.option_id`),
  ]);
  return {
    byQuestion: new Map(perQuestion.map((row) => [row.questionId, row])),
    picks: new Map(perOption.map((row) => [row.optionId, row.picks])),
  };
}

/** Where this attempt stands among the ended mock attempts of other students of the exam. */
async function percentileOf(db: Database, test: TestRow) {
  const total = test.questionIds.length;
  // Scores compared as fractions without dividing: a/b < c/d  <=>  a*d < c*b.
  const [row] = await db
    .select({
      lower: sql<number>`count(*) filter (where ${tests.correctCount} * ${total} < ${test.correctCount} * cardinality(${tests.questionIds}))::int`,
      equal: sql<number>`count(*) filter (where ${tests.correctCount} * ${total} = ${test.correctCount} * cardinality(${tests.questionIds}))::int`,
      others: sql<number>`count(*)::int`,
    })
    .from(tests)
    .where(
      and(
        eq(tests.examId, test.examId),
        eq(tests.type, 'mock'),
        eq(tests.status, 'ended'),
        ne(tests.userId, test.userId),
      ),
    );
  const others = row?.others ?? 0;
  return {
    value: others > 0 ? percentageOf((row?.lower ?? 0) + (row?.equal ?? 0) / 2, others) : null,
    otherAttempts: others,
  };
}

function timeUsedSeconds(test: TestRow, answers: readonly AnswerRow[], now: Date): number {
  if (test.durationSeconds === null) {
    // Untimed: the time the student spent on the questions.
    return answers.reduce((sum, answer) => sum + answer.timeSpentSeconds, 0);
  }
  const left =
    test.status === 'ended' ? (test.remainingSeconds ?? 0) : remainingSecondsOf(test, now);
  return Math.max(0, test.durationSeconds - (left ?? 0));
}

/**
 * Ended tests, and practice or free-trial tests still going (their submitted questions only:
 * those were already revealed). A running mock reveals nothing.
 */
export async function testAnalytics(
  db: Database,
  ids: { userId: string; examId: string; testId: string },
  now: Date = new Date(),
): Promise<TTestAnalytics> {
  const test = await endIfOverdue(db, await loadOwnTest(db, ids), now);
  if (test.type === 'mock' && test.status !== 'ended') {
    throw httpError(409, MOCK_NOT_ENDED_MESSAGE, { code: 'TestRunning' });
  }
  const complete = test.status === 'ended';
  const [content, answers, [exam], own, tagged] = await Promise.all([
    loadContent(db, test.questionIds),
    loadAnswers(db, test.id),
    db.select({ name: exams.name }).from(exams).where(eq(exams.id, test.examId)),
    ownAnswerTotals(db, test.userId, test.questionIds),
    loadTaggedIds(db, test.userId, test.questionIds),
  ]);
  const questionIds = test.questionIds.filter((id) => content.has(id));
  const heldAnswers = [...answers.values()];

  const review: TReviewQuestion[] = [];
  questionIds.forEach((questionId, index) => {
    const answer = answers.get(questionId);
    if (!complete && !answer) return;
    const { question, options } = content.get(questionId)!;
    // Peers: the final answers of other students (the counters hold the student's too).
    const mine = own.byQuestion.get(questionId);
    const peerCount = question.answerCount - (mine?.answers ?? 0);
    const peerCorrect = question.correctCount - (mine?.correct ?? 0);
    const peerSeconds = question.timeSpentSecondsTotal - (mine?.seconds ?? 0);
    const selected = new Set(answer?.selectedOptionIds ?? []);
    review.push({
      id: questionId,
      number: index + 1,
      type: question.type,
      question: question.questionHtml,
      courseName: question.courseName,
      subjectId: question.subjectId,
      subjectName: question.subjectName,
      tagged: tagged.has(questionId),
      options: options.map((option, position) => ({
        id: option.id,
        label: optionLabel(position),
        value: option.value,
        isCorrect: option.isCorrect,
        selected: selected.has(option.id),
        pickPercentage: percentageOf(option.pickCount - (own.picks.get(option.id) ?? 0), peerCount),
      })),
      answer: answer ? heldAnswerOf(answer) : null,
      isCorrect: answer ? answer.isCorrect : null,
      correctAnswerText: question.type === 'fill_in_the_blanks' ? question.answerText : null,
      explanation: question.explanationHtml,
      timeSpentSeconds: answer ? answer.timeSpentSeconds : null,
      peerAverageSeconds: peerCount > 0 ? oneDecimal(peerSeconds / peerCount) : null,
      peerCorrectPercentage: peerCount > 0 ? percentageOf(peerCorrect, peerCount) : null,
      peerCount,
    });
  });

  const bySubject = new Map<
    string,
    {
      courseId: string;
      courseName: string;
      subjectId: string;
      subjectName: string;
      answers: (AnswerRow | undefined)[];
    }
  >();
  for (const questionId of questionIds) {
    const { question } = content.get(questionId)!;
    const group = bySubject.get(question.subjectId) ?? {
      courseId: question.courseId,
      courseName: question.courseName,
      subjectId: question.subjectId,
      subjectName: question.subjectName,
      answers: [],
    };
    group.answers.push(answers.get(questionId));
    bySubject.set(question.subjectId, group);
  }
  const breakdown = [...bySubject.values()]
    .map(({ answers: groupAnswers, ...names }) => ({
      ...names,
      ...score(groupAnswers.length, groupAnswers),
    }))
    .sort(
      (a, b) =>
        a.courseName.localeCompare(b.courseName) || a.subjectName.localeCompare(b.subjectName),
    );

  const answeredReview = review.filter((item) => item.answer !== null);
  const peerAverages = answeredReview
    .map((item) => item.peerAverageSeconds)
    .filter((value) => value !== null);
  return {
    test: summaryOf(test, exam?.name ?? '', now),
    score: score(
      questionIds.length,
      questionIds.map((id) => answers.get(id)),
    ),
    time: {
      usedSeconds: timeUsedSeconds(test, heldAnswers, now),
      allowedSeconds: test.durationSeconds,
      averagePerAnswerSeconds:
        heldAnswers.length > 0
          ? oneDecimal(
              heldAnswers.reduce((sum, answer) => sum + answer.timeSpentSeconds, 0) /
                heldAnswers.length,
            )
          : null,
      peerAveragePerAnswerSeconds:
        peerAverages.length > 0
          ? oneDecimal(peerAverages.reduce((sum, value) => sum + value, 0) / peerAverages.length)
          : null,
    },
    breakdown,
    percentile: test.type === 'mock' ? await percentileOf(db, test) : null,
    complete,
    review,
  };
}

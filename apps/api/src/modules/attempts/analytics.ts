// Results of a test: score, time, breakdown by course and subject, percentile among the
// exam's mock attempts, and a review of every question with its peer statistics.
import type { TReviewQuestion, TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import {
  heldAnswerOf,
  itemViewOf,
  loadAnswers,
  loadContent,
  loadOwnTest,
  loadTaggedIds,
  optionLabel,
  percentageOf,
  scoreOf,
  summaryOf,
  testCasesOf,
  type AnswerRow,
} from './content';
import { peerFiguresOf } from './peer-figures';
import { countEndedMocks } from './mock-counts';
import { endIfOverdueAndCount, remainingSecondsOf, type TestRow } from './timer';

export const MOCK_NOT_ENDED_MESSAGE = 'Analytics of a mock exam are available once it has ended.';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type Scored = { answer: AnswerRow | undefined; maxPoints: number };

/** Counts and points; an unanswered question scores 0 of its most. */
function score(questions: readonly Scored[]) {
  const answered = questions.filter(({ answer }) => answer !== undefined);
  const correct = answered.filter(({ answer }) => answer!.isCorrect).length;
  const points = answered.reduce((sum, { answer }) => sum + answer!.points, 0);
  const maxPoints = questions.reduce((sum, question) => sum + question.maxPoints, 0);
  return {
    total: questions.length,
    correct,
    incorrect: answered.length - correct,
    unanswered: questions.length - answered.length,
    points,
    maxPoints,
    percentage: percentageOf(points, maxPoints),
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
  const test = await endIfOverdueAndCount(db, await loadOwnTest(db, ids), now);
  if (test.type === 'mock' && test.status !== 'ended') {
    throw httpError(409, MOCK_NOT_ENDED_MESSAGE, { code: 'TestRunning' });
  }
  const complete = test.status === 'ended';
  // The first report keeps its peer figures: every mock ended before it is counted first, and
  // the questions' counters are read after that.
  if (complete && !test.peerFigures) await countEndedMocks(db, { waitForOthers: true });
  const [content, answers, [exam], tagged] = await Promise.all([
    loadContent(db, test.questionIds),
    loadAnswers(db, test.id),
    db.select({ name: exams.name }).from(exams).where(eq(exams.id, test.examId)),
    loadTaggedIds(db, test.userId, test.questionIds),
  ]);
  const peers = await peerFiguresOf(db, test, content, now);
  const questionIds = test.questionIds.filter((id) => content.has(id));
  const heldAnswers = [...answers.values()];
  const cases = testCasesOf(questionIds, (id) => content.get(id)!.question.caseStudy);

  // A question scores what it scored when answered; an unanswered one its most as it is now.
  const scoredOf = (questionId: string): Scored => {
    const answer = answers.get(questionId);
    return { answer, maxPoints: answer?.maxPoints ?? content.get(questionId)!.question.maxPoints };
  };

  const review: TReviewQuestion[] = [];
  questionIds.forEach((questionId, index) => {
    const answer = answers.get(questionId);
    if (!complete && !answer) return;
    const { question, options } = content.get(questionId)!;
    const peer = peers.figures.questions[questionId];
    const selected = new Set(answer?.selectedOptionIds ?? []);
    const scored = scoreOf({ question, options }, answer);
    review.push({
      id: questionId,
      number: index + 1,
      type: question.type,
      question: question.questionHtml,
      item: itemViewOf({ question, options }),
      case: cases.get(questionId) ?? null,
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
        pickPercentage: peer?.picks[option.id] ?? 0,
        part: option.part,
      })),
      answer: answer ? heldAnswerOf(answer) : null,
      isCorrect: answer ? answer.isCorrect : null,
      ...scored,
      correctAnswerText: question.type === 'fill_in_the_blanks' ? question.answerText : null,
      acceptedAnswers: question.type === 'fill_in_the_blanks' ? question.acceptedAnswers : [],
      explanation: question.explanationHtml,
      timeSpentSeconds: answer ? answer.timeSpentSeconds : null,
      peerAverageSeconds: peer?.peerAverageSeconds ?? null,
      peerCorrectPercentage: peer?.peerCorrectPercentage ?? null,
      peerCount: peer?.peerCount ?? 0,
    });
  });

  const bySubject = new Map<
    string,
    {
      courseId: string;
      courseName: string;
      subjectId: string;
      subjectName: string;
      questions: Scored[];
    }
  >();
  for (const questionId of questionIds) {
    const { question } = content.get(questionId)!;
    const group = bySubject.get(question.subjectId) ?? {
      courseId: question.courseId,
      courseName: question.courseName,
      subjectId: question.subjectId,
      subjectName: question.subjectName,
      questions: [],
    };
    group.questions.push(scoredOf(questionId));
    bySubject.set(question.subjectId, group);
  }
  const breakdown = [...bySubject.values()]
    .map(({ questions: scored, ...names }) => ({ ...names, ...score(scored) }))
    .sort(
      (a, b) =>
        a.courseName.localeCompare(b.courseName) || a.subjectName.localeCompare(b.subjectName),
    );

  // Each case as a unit, in the order the cases came in the test.
  const byCase = new Map<string, { caseStudyId: string; title: string; questions: Scored[] }>();
  for (const questionId of questionIds) {
    const testCase = cases.get(questionId);
    if (!testCase) continue;
    const group = byCase.get(testCase.id) ?? {
      caseStudyId: testCase.id,
      title: testCase.title,
      questions: [],
    };
    group.questions.push(scoredOf(questionId));
    byCase.set(testCase.id, group);
  }

  const answeredReview = review.filter((item) => item.answer !== null);
  const peerAverages = answeredReview
    .map((item) => item.peerAverageSeconds)
    .filter((value) => value !== null);
  return {
    test: summaryOf(test, exam?.name ?? '', now),
    score: score(questionIds.map(scoredOf)),
    cases: [...byCase.values()].map(({ questions: scored, ...names }) => ({
      ...names,
      ...score(scored),
    })),
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
    percentile: test.type === 'mock' ? peers.figures.percentile : null,
    peerFiguresAt: peers.frozen ? peers.figures.computedAt : null,
    complete,
    review,
  };
}

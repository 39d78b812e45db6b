// What other students did with a test's questions: how many answered, how many got it right,
// their time, their picks, and where a mock's score stands among theirs. Peers are other
// accounts. While a test runs the figures are live; the first report after its end stores
// them on the test, so a finished report does not change as more attempts arrive, and says
// when its figures were computed.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testAnswers, tests, type StoredPeerFigures } from '../../db/schema';
import { percentageOf, type QuestionContent } from './content';
import { countedTest } from './mock-counts';
import type { TestRow } from './timer';

export type PeerFigures = StoredPeerFigures;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The student's own answers to these questions over all their tests, as far as the question
 * counters count them (not those of a mock still running): these are taken off.
 */
type OwnTotals = {
  byQuestion: Map<string, { answers: number; correct: number; seconds: number }>;
  picks: Map<string, number>;
};

async function ownAnswerTotals(
  db: Database,
  userId: string,
  questionIds: readonly string[],
): Promise<OwnTotals> {
  if (questionIds.length === 0) return { byQuestion: new Map(), picks: new Map() };
  const mine = and(
    eq(tests.userId, userId),
    inArray(testAnswers.questionId, [...questionIds]),
    countedTest('tests'),
  );
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
  const total = test.maxPoints;
  // Scores (points of the most, so partial credit counts) compared as fractions without
  // dividing: a/b < c/d  <=>  a*d < c*b.
  const [row] = await db
    .select({
      lower: sql<number>`count(*) filter (where ${tests.points} * ${total} < ${test.points} * ${tests.maxPoints})::int`,
      equal: sql<number>`count(*) filter (where ${tests.points} * ${total} = ${test.points} * ${tests.maxPoints})::int`,
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

/** The figures as they are now, from the question counters less the student's own answers. */
async function livePeerFigures(
  db: Database,
  test: TestRow,
  content: ReadonlyMap<string, QuestionContent>,
  now: Date,
): Promise<PeerFigures> {
  const [own, percentile] = await Promise.all([
    ownAnswerTotals(db, test.userId, test.questionIds),
    test.type === 'mock' ? percentileOf(db, test) : Promise.resolve(null),
  ]);
  const questions: PeerFigures['questions'] = {};
  for (const { question, options } of content.values()) {
    const mine = own.byQuestion.get(question.id);
    const peerCount = question.answerCount - (mine?.answers ?? 0);
    const peerCorrect = question.correctCount - (mine?.correct ?? 0);
    const peerSeconds = question.timeSpentSecondsTotal - (mine?.seconds ?? 0);
    questions[question.id] = {
      peerCount,
      peerCorrectPercentage: peerCount > 0 ? percentageOf(peerCorrect, peerCount) : null,
      peerAverageSeconds: peerCount > 0 ? oneDecimal(peerSeconds / peerCount) : null,
      picks: Object.fromEntries(
        options.map((option) => [
          option.id,
          percentageOf(option.pickCount - (own.picks.get(option.id) ?? 0), peerCount),
        ]),
      ),
    };
  }
  return { computedAt: now.toISOString(), percentile, questions };
}

/**
 * A running test's live figures (`frozen: false`); an ended test's stored ones, computed and
 * stored by its first report. Two first reports at once store one of theirs, and both show it.
 */
export async function peerFiguresOf(
  db: Database,
  test: TestRow,
  content: ReadonlyMap<string, QuestionContent>,
  now: Date,
): Promise<{ figures: PeerFigures; frozen: boolean }> {
  if (test.status !== 'ended') {
    return { figures: await livePeerFigures(db, test, content, now), frozen: false };
  }
  if (test.peerFigures) return { figures: test.peerFigures, frozen: true };
  const computed = await livePeerFigures(db, test, content, now);
  const [stored] = await db
    .update(tests)
    .set({ peerFigures: computed })
    .where(and(eq(tests.id, test.id), isNull(tests.peerFigures)))
    .returning({ peerFigures: tests.peerFigures });
  if (stored?.peerFigures) return { figures: stored.peerFigures, frozen: true };
  const [existing] = await db
    .select({ peerFigures: tests.peerFigures })
    .from(tests)
    .where(eq(tests.id, test.id));
  return { figures: existing?.peerFigures ?? computed, frozen: true };
}

// The readiness estimate (docs/decisions/0110-readiness-estimate.md): how likely a student is
// to reach an exam's pass mark, from their recent mock exams and practice against the other
// students of the exam. A model of this site's data, not a promise: the page says so.
import { READINESS, type ReadinessBand, type TReadiness } from '@prepward/shared/schemas/progress';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { countedTest } from './mock-counts';

/** A mock's weight halves every this many days: the newest says most about the student now. */
export const MOCK_HALF_LIFE_DAYS = 30;
/** How far one mock's score is taken to stray from the next, in points, before a second one says. */
export const SINGLE_MOCK_SPREAD = 10;
/**
 * Practice is not a mock (the student picks subjects, may look things up): its translation to
 * the mock scale is trusted to within this many points however many answers there are.
 */
export const PRACTICE_CALIBRATION_SPREAD = 5;
/** The likelihood is rounded to this step and kept this far from 0 and 100. */
const LIKELIHOOD_STEP = 5;
/** z of the 10th and 90th percentiles: the range holds a next score 8 times in 10. */
const RANGE_Z = 1.2816;
const BANDS: { from: number; band: ReadinessBand }[] = [
  { from: 70, band: 'likely' },
  { from: 30, band: 'borderline' },
  { from: 0, band: 'not-yet' },
];

export type ReadinessInputs = {
  passMark: number | null;
  /** Questions in the exam's mock: how much a single sitting varies by chance. */
  mockQuestions: number;
  /** The student's ended mocks in the window: score per cent, days since it ended. */
  mocks: { percentage: number; ageDays: number }[];
  /** Revealed answers in the answer window, in any test. */
  recentAnswers: number;
  /**
   * Practice answers of the window to questions other students answered too: how many, and
   * the mean and sample variance of (the student's right 1 / wrong 0) minus the other students'
   * share right on the same question.
   */
  practice: { answers: number; meanDifference: number; differenceVariance: number };
  /** Other students' ended mocks of the exam: how many, and their mean score per cent. */
  peers: { mocks: number; meanPercentage: number };
};

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error < 1e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A score's own chance spread in one sitting of `questions` questions (binomial), in points. */
const sittingVariance = (score: number, questions: number) =>
  (score * (100 - score)) / Math.max(1, questions);

/** The mocks' weighted mean and the variance of that mean. */
function fromMocks(inputs: ReadinessInputs) {
  const weights = inputs.mocks.map((mock) => 0.5 ** (mock.ageDays / MOCK_HALF_LIFE_DAYS));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const squares = weights.reduce((sum, weight) => sum + weight * weight, 0);
  const mean =
    inputs.mocks.reduce((sum, mock, i) => sum + weights[i]! * mock.percentage, 0) / total;
  // Weighted sample variance (reliability weights); one mock cannot show its own spread.
  const observed =
    inputs.mocks.length > 1
      ? inputs.mocks.reduce(
          (sum, mock, i) => sum + weights[i]! * (mock.percentage - mean) ** 2,
          0,
        ) /
        (total - squares / total)
      : SINGLE_MOCK_SPREAD ** 2;
  // Scores never stray less than chance alone makes them.
  const spread = Math.max(observed, sittingVariance(mean, inputs.mockQuestions));
  const effectiveCount = (total * total) / squares;
  return { mean, variance: spread / effectiveCount };
}

/** Practice put on the mock scale: the peers' mean mock score plus how far above them the student answers. */
function fromPractice(inputs: ReadinessInputs) {
  const { practice, peers } = inputs;
  if (practice.answers === 0 || peers.mocks === 0) return null;
  // With one answer there is no sample variance: take the most a right-or-wrong can vary.
  const perAnswer = practice.answers > 1 ? practice.differenceVariance : 0.25;
  return {
    mean: clamp(peers.meanPercentage + 100 * practice.meanDifference, 0, 100),
    variance: (10_000 * perAnswer) / practice.answers + PRACTICE_CALIBRATION_SPREAD ** 2,
  };
}

/** The estimate for one exam from its inputs: pure, so its figures can be checked by hand. */
export function estimateReadiness(inputs: ReadinessInputs): TReadiness {
  const basis = {
    mocks: inputs.mocks.length,
    answers: inputs.recentAnswers,
    comparedAnswers: inputs.practice.answers,
    peerMocks: inputs.peers.mocks,
  };
  const missing = {
    mocks: Math.max(0, READINESS.minMocks - inputs.mocks.length),
    answers: Math.max(0, READINESS.minAnswers - inputs.recentAnswers),
  };
  if (inputs.passMark === null) {
    return {
      status: 'no-pass-mark',
      passMark: null,
      missing: { mocks: 0, answers: 0 },
      basis,
      estimate: null,
    };
  }
  if (missing.mocks > 0 || missing.answers > 0) {
    return { status: 'hidden', passMark: inputs.passMark, missing, basis, estimate: null };
  }

  // Two estimates of the next mock score, each weighed by how sure it is (inverse variance).
  const parts = [fromMocks(inputs), fromPractice(inputs)].filter((part) => part !== null);
  const precision = parts.reduce((sum, part) => sum + 1 / part.variance, 0);
  const score = clamp(
    parts.reduce((sum, part) => sum + part.mean / part.variance, 0) / precision,
    0,
    100,
  );
  // A next sitting: the estimate's own uncertainty plus the chance spread of one sitting.
  const spread = Math.sqrt(1 / precision + sittingVariance(score, inputs.mockQuestions));
  const chance =
    spread > 0
      ? 1 - normalCdf((inputs.passMark - score) / spread)
      : score >= inputs.passMark
        ? 1
        : 0;
  const likelihood = clamp(
    Math.round((100 * chance) / LIKELIHOOD_STEP) * LIKELIHOOD_STEP,
    LIKELIHOOD_STEP,
    100 - LIKELIHOOD_STEP,
  );
  return {
    status: 'shown',
    passMark: inputs.passMark,
    missing,
    basis,
    estimate: {
      score: Math.round(score),
      low: Math.round(clamp(score - RANGE_Z * spread, 0, 100)),
      high: Math.round(clamp(score + RANGE_Z * spread, 0, 100)),
      likelihood,
      band: BANDS.find((entry) => likelihood >= entry.from)!.band,
    },
  };
}

const DAY_MS = 86_400_000;

/**
 * A mock counts as a sitting when at least half its questions were answered: one left after a
 * few questions says little about a score and would pull the estimate (or the peers' mean) down.
 */
const sat = sql.raw('answered_count * 2 >= cardinality(question_ids)');

/**
 * The readiness of a student on each of these exams, in five queries whatever their number:
 * the exams, the student's recent mocks, their recent answers, their practice against the
 * peers' share right on the same questions, and the peers' mocks.
 */
export async function loadReadiness(
  db: Database,
  userId: string,
  examIds: readonly string[],
  now: Date,
): Promise<Map<string, TReadiness>> {
  if (examIds.length === 0) return new Map();
  const ids = sql`array[${sql.join(
    examIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const at = now.toISOString();
  const mockSince = new Date(now.getTime() - READINESS.mockDays * DAY_MS).toISOString();
  const answerSince = new Date(now.getTime() - READINESS.answerDays * DAY_MS).toISOString();

  const [examRows, mockRows, answerRows, practiceRows, peerRows] = await Promise.all([
    db.execute(sql`select id, pass_mark, mock_questions from exams where id = any(${ids})`),
    db.execute(sql`select exam_id, 100.0 * points / max_points as percentage,
        extract(epoch from (${at}::timestamptz - ended_at)) / 86400 as age_days
      from tests
      where user_id = ${userId} and exam_id = any(${ids}) and type = 'mock' and status = 'ended'
        and max_points > 0 and ${sat}
        and ended_at > ${mockSince}::timestamptz and ended_at <= ${at}::timestamptz`),
    // Revealed answers: all but those of a mock still running.
    db.execute(sql`select t.exam_id, count(*)::int as answers
      from test_answers a join tests t on t.id = a.test_id
      where t.user_id = ${userId} and t.exam_id = any(${ids})
        and (t.type <> 'mock' or t.status = 'ended')
        and a.answered_at > ${answerSince}::timestamptz and a.answered_at <= ${at}::timestamptz
      group by t.exam_id`),
    // The question counters count the student's own answers too, all but a running mock's:
    // those come off, as in a test's peer figures.
    db.execute(sql`with own as (
        select a.question_id, count(*) as answers, count(*) filter (where a.is_correct) as correct
        from test_answers a join tests t on t.id = a.test_id
        where t.user_id = ${userId} and t.exam_id = any(${ids}) and ${countedTest('t')}
        group by a.question_id
      ), compared as (
        select t.exam_id,
          (case when a.is_correct then 1.0 else 0.0 end)
            - (q.correct_count - own.correct)::float8 / (q.answer_count - own.answers) as difference
        from test_answers a
          join tests t on t.id = a.test_id
          join questions q on q.id = a.question_id
          join own on own.question_id = a.question_id
        where t.user_id = ${userId} and t.exam_id = any(${ids}) and t.type <> 'mock'
          and a.answered_at > ${answerSince}::timestamptz and a.answered_at <= ${at}::timestamptz
          and q.answer_count - own.answers > 0
      )
      select exam_id, count(*)::int as answers, avg(difference)::float8 as mean,
        coalesce(var_samp(difference), 0)::float8 as variance
      from compared group by exam_id`),
    db.execute(sql`select exam_id, count(*)::int as mocks,
        avg(100.0 * points / max_points)::float8 as mean
      from tests
      where exam_id = any(${ids}) and type = 'mock' and status = 'ended' and max_points > 0
        and ${sat} and user_id <> ${userId}
      group by exam_id`),
  ]);

  const mocksOf = new Map<string, ReadinessInputs['mocks']>();
  for (const row of rowsOf<{ exam_id: string; percentage: string; age_days: string }>(mockRows)) {
    const list = mocksOf.get(row.exam_id) ?? [];
    list.push({
      percentage: Number(row.percentage),
      ageDays: Math.max(0, Number(row.age_days)),
    });
    mocksOf.set(row.exam_id, list);
  }
  const answersOf = new Map(
    rowsOf<{ exam_id: string; answers: number }>(answerRows).map((row) => [
      row.exam_id,
      row.answers,
    ]),
  );
  const practiceOf = new Map(
    rowsOf<{ exam_id: string; answers: number; mean: number; variance: number }>(practiceRows).map(
      (row) => [
        row.exam_id,
        { answers: row.answers, meanDifference: row.mean, differenceVariance: row.variance },
      ],
    ),
  );
  const peersOf = new Map(
    rowsOf<{ exam_id: string; mocks: number; mean: number }>(peerRows).map((row) => [
      row.exam_id,
      { mocks: row.mocks, meanPercentage: row.mean },
    ]),
  );

  const readiness = new Map<string, TReadiness>();
  for (const exam of rowsOf<{ id: string; pass_mark: number | null; mock_questions: number }>(
    examRows,
  )) {
    readiness.set(
      exam.id,
      estimateReadiness({
        passMark: exam.pass_mark,
        mockQuestions: exam.mock_questions,
        mocks: mocksOf.get(exam.id) ?? [],
        recentAnswers: answersOf.get(exam.id) ?? 0,
        practice: practiceOf.get(exam.id) ?? {
          answers: 0,
          meanDifference: 0,
          differenceVariance: 0,
        },
        peers: peersOf.get(exam.id) ?? { mocks: 0, meanPercentage: 0 },
      }),
    );
  }
  return readiness;
}

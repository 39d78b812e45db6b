// A student's progress on one exam over time: weekly scores and study time, the same per
// subject, and each ended mock exam's score and percentile.
import { z } from 'zod';
import { READINESS_BANDS } from '../readiness';
import { ZUuid } from './common';

/** How many ISO weeks (Monday start, UTC) the weekly figures reach back, this week included. */
export const PROGRESS_WEEKS = 26;

/**
 * Scores count revealed answers only (an answer of a mock still running is secret);
 * `questionsAnswered` counts every answer.
 */
const ZWeekScore = z.object({
  /** Monday of the ISO week, UTC, as YYYY-MM-DD. */
  weekStart: z.string(),
  questionsAnswered: z.number().int(),
  points: z.number().int(),
  maxPoints: z.number().int(),
  /** Points of the most, with two decimals; 0 when nothing revealed was answered. */
  percentage: z.number(),
});

export const ZProgressWeek = ZWeekScore.extend({
  /** The time spent on that week's answers, as the client measured it. */
  secondsStudied: z.number().int(),
});
export type TProgressWeek = z.infer<typeof ZProgressWeek>;

export const ZSubjectProgress = z.object({
  subjectId: ZUuid,
  subjectName: z.string(),
  courseName: z.string(),
  /** Weeks with an answer in the subject, oldest first. */
  weeks: z.array(ZWeekScore),
});
export type TSubjectProgress = z.infer<typeof ZSubjectProgress>;

export const ZMockProgress = z.object({
  testId: ZUuid,
  endedAt: z.string(),
  percentage: z.number(),
  /** Where the score stands among other students' ended mocks; null when there are none. */
  percentile: z.number().nullable(),
});
export type TMockProgress = z.infer<typeof ZMockProgress>;

// ---- Readiness: how likely a pass looks, from the student's recent work against the peers ----

export { READINESS, READINESS_BANDS, type ReadinessBand } from '../readiness';

export const ZReadiness = z.object({
  /**
   * `shown` with an estimate; `hidden` until there is enough recent data (`missing` says what);
   * `no-pass-mark` when the exam has none to compare with.
   */
  status: z.enum(['shown', 'hidden', 'no-pass-mark']),
  /** The exam's pass mark, per cent of the points. */
  passMark: z.number().int().nullable(),
  /** Still needed before an estimate is shown: ended mocks and answers in their windows. */
  missing: z.object({ mocks: z.number().int(), answers: z.number().int() }),
  /** What the estimate rests on. */
  basis: z.object({
    /** Ended mocks in the last READINESS.mockDays days. */
    mocks: z.number().int(),
    /** Revealed answers in the last READINESS.answerDays days, in any test. */
    answers: z.number().int(),
    /** Of those, practice answers compared with other students' answers to the same questions. */
    comparedAnswers: z.number().int(),
    /** Other students' ended mocks of the exam. */
    peerMocks: z.number().int(),
  }),
  estimate: z
    .object({
      /** Expected score on a mock, per cent, whole. */
      score: z.number().int(),
      /** An 80% range for the score of a next sitting, per cent, whole. */
      low: z.number().int(),
      high: z.number().int(),
      /** Chance of reaching the pass mark, per cent, rounded to 5 and kept within 5 to 95. */
      likelihood: z.number().int(),
      band: z.enum(READINESS_BANDS),
    })
    .nullable(),
});
export type TReadiness = z.infer<typeof ZReadiness>;

export const ZExamProgress = z.object({
  exam: z.object({ id: ZUuid, name: z.string() }),
  /** Weeks with an answer in the last PROGRESS_WEEKS weeks, oldest first. */
  weeks: z.array(ZProgressWeek),
  subjects: z.array(ZSubjectProgress),
  /** Every ended mock exam of the exam, in the order they ended. */
  mocks: z.array(ZMockProgress),
  /** All the student's answers on the exam, whenever given. */
  totals: z.object({
    questionsAnswered: z.number().int(),
    secondsStudied: z.number().int(),
  }),
  readiness: ZReadiness,
});
export type TExamProgress = z.infer<typeof ZExamProgress>;

/** Questions, time and score of one week, over all the student's exams. */
export const ZStudyWeek = z.object({
  weekStart: z.string(),
  questionsAnswered: z.number().int(),
  secondsStudied: z.number().int(),
  points: z.number().int(),
  maxPoints: z.number().int(),
  percentage: z.number(),
});
export type TStudyWeek = z.infer<typeof ZStudyWeek>;

/** The dashboard's summary: this week against the last, and each exam's readiness. */
export const ZProgressSummary = z.object({
  thisWeek: ZStudyWeek,
  lastWeek: ZStudyWeek,
  /** Every exam the student has had access to or tried, by name. */
  exams: z.array(
    z.object({ exam: z.object({ id: ZUuid, name: z.string() }), readiness: ZReadiness }),
  ),
});
export type TProgressSummary = z.infer<typeof ZProgressSummary>;

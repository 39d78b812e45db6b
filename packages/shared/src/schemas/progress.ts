// A student's progress on one exam over time: weekly scores and study time, the same per
// subject, and each ended mock exam's score and percentile.
import { z } from 'zod';
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
});
export type TExamProgress = z.infer<typeof ZExamProgress>;

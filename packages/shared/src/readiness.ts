// The readiness estimate's windows, thresholds and bands. Apart from the progress schemas so
// that the pages that word an estimate do not build those schemas, and not in constants.ts:
// the home page loads that whole, within its budget.

/** The windows and thresholds of the readiness estimate (docs/decisions/0110). */
export const READINESS = {
  /** Ended mock exams count from this many days back, the newest weighing most. */
  mockDays: 90,
  /** Answers count from this many days back. */
  answerDays: 30,
  /** Ended mocks needed in the window before an estimate is shown. */
  minMocks: 1,
  /** Answers (revealed, of any test) needed in the window before an estimate is shown. */
  minAnswers: 40,
} as const;

export const READINESS_BANDS = ['likely', 'borderline', 'not-yet'] as const;
export type ReadinessBand = (typeof READINESS_BANDS)[number];

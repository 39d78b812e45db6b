// Words for the readiness estimate (decision 0110), shared by the progress page's panel and
// the dashboard's summary.
import { READINESS, type ReadinessBand } from '@prepward/shared/readiness';
import type { TReadiness } from '@prepward/shared/schemas/progress';

export const READINESS_BAND_LABELS: Record<ReadinessBand, string> = {
  likely: 'Likely',
  borderline: 'Borderline',
  'not-yet': 'Not yet',
};

/** Filled badge colours whose text stays readable (WCAG AA) with Mantine's auto contrast. */
export const READINESS_BAND_COLORS: Record<ReadinessBand, string> = {
  likely: 'clinical.7',
  borderline: 'yellow.4',
  'not-yet': 'red.9',
};

/** What the estimate is and is not, said beside every estimate. */
export const READINESS_STATEMENT =
  'This is a model of this site’s data about you and other students on this exam, not a promise and not the exam board’s scoring: the real exam may go differently.';

/** 'Finish a mock and answer 40 more questions to see your readiness.' */
export function readinessMissingText(missing: TReadiness['missing']): string {
  const steps: string[] = [];
  if (missing.mocks > 0) {
    steps.push(missing.mocks === 1 ? 'finish a mock' : `finish ${missing.mocks} mocks`);
  }
  if (missing.answers > 0) {
    steps.push(
      `answer ${missing.answers} more ${missing.answers === 1 ? 'question' : 'questions'}`,
    );
  }
  const sentence = `${steps.join(' and ')} to see your readiness.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Which of the student's work counts: the windows of the estimate. */
export const READINESS_WINDOWS = `Mocks of the last ${READINESS.mockDays} days and answers of the last ${READINESS.answerDays} days count.`;

/** '58–70%' */
export const readinessRange = (estimate: NonNullable<TReadiness['estimate']>) =>
  `${estimate.low}–${estimate.high}%`;

// The review filter of a test's results: by outcome (or the student's tags) and by subject,
// kept in the address (?show=incorrect&subject=<id>) so back, forward and reload keep it.
import type { TReviewQuestion } from '@prepward/shared/schemas/attempts';

export const REVIEW_STATUSES = ['all', 'incorrect', 'unanswered', 'correct', 'tagged'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  all: 'All',
  incorrect: 'Incorrect',
  unanswered: 'Unanswered',
  correct: 'Correct',
  tagged: 'Tagged',
};

/** The subject filter's value for every subject. */
export const ALL_SUBJECTS = 'all';

export type ReviewFilter = { status: ReviewStatus; subject: string };

const STATUS_PARAM = 'show';
const SUBJECT_PARAM = 'subject';

/** The filter in the address; anything unknown (an old link, a typo) shows everything. */
export function readReviewFilter(
  params: URLSearchParams,
  subjectIds: ReadonlySet<string>,
): ReviewFilter {
  const status = REVIEW_STATUSES.find((value) => value === params.get(STATUS_PARAM)) ?? 'all';
  const subject = params.get(SUBJECT_PARAM);
  return { status, subject: subject && subjectIds.has(subject) ? subject : ALL_SUBJECTS };
}

/** The address's parameters with this filter (the defaults left out); others are kept. */
export function withReviewFilter(params: URLSearchParams, filter: ReviewFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.status === 'all') next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, filter.status);
  if (filter.subject === ALL_SUBJECTS) next.delete(SUBJECT_PARAM);
  else next.set(SUBJECT_PARAM, filter.subject);
  return next;
}

function hasStatus(item: TReviewQuestion, status: ReviewStatus): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'incorrect':
      return item.isCorrect === false;
    case 'unanswered':
      return item.isCorrect === null;
    case 'correct':
      return item.isCorrect === true;
    case 'tagged':
      return item.tagged;
  }
}

const inSubject = (item: TReviewQuestion, subject: string) =>
  subject === ALL_SUBJECTS || item.subjectId === subject;

export function applyReviewFilter(review: readonly TReviewQuestion[], filter: ReviewFilter) {
  return review.filter((item) => hasStatus(item, filter.status) && inSubject(item, filter.subject));
}

/** How many questions each outcome would show, within the chosen subject. */
export function statusCounts(
  review: readonly TReviewQuestion[],
  subject: string,
): Record<ReviewStatus, number> {
  const inChosen = review.filter((item) => inSubject(item, subject));
  return Object.fromEntries(
    REVIEW_STATUSES.map((status) => [
      status,
      inChosen.filter((item) => hasStatus(item, status)).length,
    ]),
  ) as Record<ReviewStatus, number>;
}

/** How many questions of each subject the chosen outcome would show. */
export function subjectCounts(
  review: readonly TReviewQuestion[],
  status: ReviewStatus,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of review) {
    if (hasStatus(item, status)) counts.set(item.subjectId, (counts.get(item.subjectId) ?? 0) + 1);
  }
  return counts;
}

/** 'No tagged questions in this test.', or in the chosen subject. */
export function emptyReviewText(status: ReviewStatus, subjectName: string | null): string {
  const where = subjectName ? `in ${subjectName}` : 'in this test';
  const which = status === 'all' ? '' : `${REVIEW_STATUS_LABELS[status].toLowerCase()} `;
  return `No ${which}questions ${where}.`;
}

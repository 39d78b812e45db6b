// How an answer is judged, the same on the server (which scores) and in the administrators'
// preview (which shows a question as a student meets it).

import { matchesAcceptedAnswers } from './accepted-answers';

/**
 * A typed answer is right when it reads as the expected one or one of the others accepted
 * (accepted-answers.ts: case, spacing, quotes and a final period aside; numbers within their
 * tolerance, with their unit or, unless it is required, without).
 */
export function textAnswerMatches(
  given: string,
  expected: string | null,
  alsoAccepted: readonly string[] = [],
): boolean {
  return matchesAcceptedAnswers(given, [...(expected === null ? [] : [expected]), ...alsoAccepted]);
}

/** A choice answer is right when exactly the correct options are chosen. */
export function choiceAnswerMatches(
  chosen: readonly string[],
  correct: readonly string[],
): boolean {
  const picked = new Set(chosen);
  return picked.size === correct.length && correct.every((id) => picked.has(id));
}

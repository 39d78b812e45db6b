// How an answer is judged, the same on the server (which scores) and in the administrators'
// preview (which shows a question as a student meets it).

const normalizeText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A typed answer is right when it reads as the expected one, ignoring case and spacing. */
export function textAnswerMatches(given: string, expected: string | null): boolean {
  return (expected ?? '').trim() !== '' && normalizeText(given) === normalizeText(expected ?? '');
}

/** A choice answer is right when exactly the correct options are chosen. */
export function choiceAnswerMatches(
  chosen: readonly string[],
  correct: readonly string[],
): boolean {
  const picked = new Set(chosen);
  return picked.size === correct.length && correct.every((id) => picked.has(id));
}

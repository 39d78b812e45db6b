// A fill-in-the-blank question's accepted answers as a student reads them.
import { describeAcceptedAnswer } from '@prepward/shared/accepted-answers';
import type { TAnswerResult } from '@prepward/shared/schemas/attempts';

/** The answer ('4 ± 0.1 g') and the others accepted, or null for a choice question. */
export function correctAnswerOf(
  result: Pick<TAnswerResult, 'correctAnswerText' | 'acceptedAnswers'>,
): { answer: string; alsoAccepted: string | null } | null {
  if (!result.correctAnswerText) return null;
  const others = result.acceptedAnswers.map(describeAcceptedAnswer);
  return {
    answer: describeAcceptedAnswer(result.correctAnswerText),
    alsoAccepted: others.length > 0 ? others.join('; ') : null,
  };
}

/** In one line: '4 g (also accepted: four grams)'. */
export function correctAnswerLine(
  result: Pick<TAnswerResult, 'correctAnswerText' | 'acceptedAnswers'>,
): string | null {
  const correct = correctAnswerOf(result);
  if (!correct) return null;
  return correct.alsoAccepted
    ? `${correct.answer} (also accepted: ${correct.alsoAccepted})`
    : correct.answer;
}

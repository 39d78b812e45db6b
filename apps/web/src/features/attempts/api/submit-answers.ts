import { attemptOperations } from '@prepward/shared/operations/attempts';
import type { PendingAnswer } from '../../../lib/storage';
import { call, type Reply } from '../../../lib/operations';

export type SubmitAnswersResult = Reply<typeof attemptOperations.submitAnswers>;

/** Sends answers to the test; the server answers what it now holds of them. */
export async function submitAnswers(
  examId: string,
  testId: string,
  answers: readonly PendingAnswer[],
): Promise<SubmitAnswersResult> {
  return call(attemptOperations.submitAnswers, {
    params: { examId, testId },
    body: { testId, answers: [...answers] },
  });
}

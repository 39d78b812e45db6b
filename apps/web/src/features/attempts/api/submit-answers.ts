import type { TSubmitAnswersReply } from '@prepward/shared/schemas/attempts';
import { apiRequest } from '../../../lib/api-client';
import type { PendingAnswer } from '../../../lib/storage';

export type SubmitAnswersResult = TSubmitAnswersReply & { message: string };

/** POST /user/test/{examId}/{testId} with {testId, answers}. */
export async function submitAnswers(
  examId: string,
  testId: string,
  answers: readonly PendingAnswer[],
): Promise<SubmitAnswersResult> {
  const { data } = await apiRequest<TSubmitAnswersReply>(
    `/user/test/${encodeURIComponent(examId)}/${encodeURIComponent(testId)}`,
    { method: 'POST', body: { testId, answers } },
  );
  return data;
}

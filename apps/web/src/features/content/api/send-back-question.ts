import { questionReviewOperations } from '@prepward/shared/operations/question-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** A question in review goes back to its author as a draft, with the reviewer's comment. */
export function sendBackQuestion({ questionId, comment }: { questionId: string; comment: string }) {
  return call(questionReviewOperations.sendBackQuestion, {
    params: { questionId },
    body: { comment },
  });
}

export function useSendBackQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBackQuestion,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

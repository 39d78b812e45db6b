import { questionReviewOperations } from '@prepward/shared/operations/question-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** A question in review is published; answers the message and the question. */
export function approveQuestion(questionId: string) {
  return call(questionReviewOperations.approveQuestion, { params: { questionId } });
}

export function useApproveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveQuestion,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

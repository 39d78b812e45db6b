import { questionReviewOperations } from '@prepward/shared/operations/question-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** A draft goes to review; answers the message and the question. */
export function submitQuestionForReview(questionId: string) {
  return call(questionReviewOperations.submitQuestionForReview, { params: { questionId } });
}

export function useSubmitQuestionForReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionForReview,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

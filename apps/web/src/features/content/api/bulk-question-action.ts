import { questionReviewOperations } from '@prepward/shared/operations/question-review';
import type { TBulkQuestionRequest } from '@prepward/shared/schemas/question-bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** One action on the selected questions, all or nothing; answers how many changed. */
export function bulkQuestionAction(request: TBulkQuestionRequest) {
  return call(questionReviewOperations.bulkQuestionAction, { body: request });
}

export function useBulkQuestionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkQuestionAction,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

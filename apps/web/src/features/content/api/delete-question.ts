import { contentOperations } from '@prepward/shared/operations/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Deleted, or retired when students answered it (`retired`); answers the server's message. */
export function deleteQuestion(questionId: string) {
  return call(contentOperations.deleteQuestion, { params: { questionId } });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

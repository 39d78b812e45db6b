import { contentOperations } from '@prepward/shared/operations/content';
import type { TQuestionRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Replaces the content (options sent with their id keep it); answers the message and question. */
export function updateQuestion({
  questionId,
  question,
}: {
  questionId: string;
  question: TQuestionRequest;
}) {
  return call(contentOperations.updateQuestion, { params: { questionId }, body: question });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

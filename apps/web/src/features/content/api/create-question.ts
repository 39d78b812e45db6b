import { contentOperations } from '@prepward/shared/operations/content';
import type { TQuestionRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Answers the server's message and the stored question. */
export function createQuestion({
  subjectId,
  question,
}: {
  subjectId: string;
  question: TQuestionRequest;
}) {
  return call(contentOperations.createQuestion, { params: { subjectId }, body: question });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

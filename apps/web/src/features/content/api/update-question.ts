import type { TAdminQuestion, TQuestionRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** PATCH /admin/question/{questionId}: replaces the content (options keep their ids). */
export async function updateQuestion({
  questionId,
  question,
}: {
  questionId: string;
  question: TQuestionRequest;
}): Promise<{ message: string; question: TAdminQuestion }> {
  const { data } = await apiRequest<{ question: TAdminQuestion }>(`/admin/question/${questionId}`, {
    method: 'PATCH',
    auth: 'admin',
    body: question,
  });
  return data;
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

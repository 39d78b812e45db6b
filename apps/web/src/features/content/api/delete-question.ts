import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** DELETE /admin/question/{questionId}: deleted, or retired when students answered it. */
export async function deleteQuestion(
  questionId: string,
): Promise<{ message: string; retired: boolean }> {
  const { data } = await apiRequest<{ retired: boolean }>(`/admin/question/${questionId}`, {
    method: 'DELETE',
    auth: 'admin',
  });
  return data;
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

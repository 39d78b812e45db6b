import type { TAdminQuestion, TQuestionRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** POST /admin/exam/subject/{subjectId}/question. */
export async function createQuestion({
  subjectId,
  question,
}: {
  subjectId: string;
  question: TQuestionRequest;
}): Promise<{ message: string; question: TAdminQuestion }> {
  const { data } = await apiRequest<{ question: TAdminQuestion }>(
    `/admin/exam/subject/${subjectId}/question`,
    { method: 'POST', auth: 'admin', body: question },
  );
  return data;
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

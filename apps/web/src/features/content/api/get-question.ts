import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** GET /admin/question/{questionId}. */
export async function getQuestion(questionId: string, signal?: AbortSignal) {
  const { data } = await apiRequest<{ question: TAdminQuestion }>(`/admin/question/${questionId}`, {
    auth: 'admin',
    signal,
  });
  return data.question;
}

export function useQuestion(questionId: string | undefined) {
  return useQuery({
    queryKey: contentKeys.question(questionId ?? ''),
    queryFn: ({ signal }) => getQuestion(questionId ?? '', signal),
    enabled: Boolean(questionId),
    // The edit form starts from what the server has now.
    staleTime: 0,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { QuestionList } from './list-questions';
import { contentKeys } from './query-keys';

/** GET /admin/exam/subject/{subjectId}/question: a page of the subject's questions. */
export async function listSubjectQuestions(
  subjectId: string,
  params: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<QuestionList> {
  const { data } = await apiRequest<QuestionList>(`/admin/exam/subject/${subjectId}/question`, {
    auth: 'admin',
    query: params,
    signal,
  });
  return { questions: data.questions, pagination: data.pagination };
}

export function useSubjectQuestions(subjectId: string, params: { page: number; perPage: number }) {
  return useQuery({
    queryKey: contentKeys.questions({ subjectId, ...params }),
    queryFn: ({ signal }) => listSubjectQuestions(subjectId, params, signal),
    placeholderData: keepPreviousData,
  });
}

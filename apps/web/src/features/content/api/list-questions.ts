import type { QuestionType } from '@prepward/shared/constants';
import type { TPagination } from '@prepward/shared/schemas/common';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export type QuestionListParams = {
  page: number;
  perPage: number;
  search?: string;
  examId?: string;
  courseId?: string;
  subjectId?: string;
  type?: QuestionType | '';
};
export type QuestionList = { questions: TAdminQuestion[]; pagination: TPagination };

/** GET /admin/question: every question the administrator may see, filtered and searched. */
export async function listQuestions(
  params: QuestionListParams,
  signal?: AbortSignal,
): Promise<QuestionList> {
  const { data } = await apiRequest<QuestionList>('/admin/question', {
    auth: 'admin',
    query: params,
    signal,
  });
  return { questions: data.questions, pagination: data.pagination };
}

export function useQuestions(params: QuestionListParams) {
  return useQuery({
    queryKey: contentKeys.questions(params),
    queryFn: ({ signal }) => listQuestions(params, signal),
    placeholderData: keepPreviousData,
  });
}

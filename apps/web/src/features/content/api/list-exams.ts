import type { TPagination } from '@prepward/shared/schemas/common';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export type ExamListParams = { page: number; perPage: number; search?: string };
export type ExamList = { exams: TAdminExam[]; pagination: TPagination };

/** GET /admin/exam: a page of exams, newest first, searched by name. */
export async function listExams(params: ExamListParams, signal?: AbortSignal): Promise<ExamList> {
  const { data } = await apiRequest<ExamList>('/admin/exam', {
    auth: 'admin',
    query: params,
    signal,
  });
  return { exams: data.exams, pagination: data.pagination };
}

export function useExams(params: ExamListParams) {
  return useQuery({
    queryKey: contentKeys.exams(params),
    queryFn: ({ signal }) => listExams(params, signal),
    placeholderData: keepPreviousData,
  });
}

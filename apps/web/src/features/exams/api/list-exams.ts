import type { TCatalogueReply } from '@prepward/shared/schemas/commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ExamListParams = { page: number; perPage: number; search: string };

export const examsQueryKey = (params: ExamListParams) => ['user', 'exams', params] as const;

/** A page of the catalogue, searched by name on the server. */
export async function listExams(
  params: ExamListParams,
  signal?: AbortSignal,
): Promise<TCatalogueReply> {
  const { data } = await apiRequest<TCatalogueReply>('/user/exam', { query: params, signal });
  return { exams: data.exams, pagination: data.pagination };
}

export function useExams(params: ExamListParams) {
  return useQuery({
    queryKey: examsQueryKey(params),
    queryFn: ({ signal }) => listExams(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

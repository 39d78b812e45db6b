import type { TAllocationExam } from '@prepward/shared/schemas/commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Exams this administrator may allocate, by name (at most 50). */
export async function listAllocatableExams(
  search: string,
  signal?: AbortSignal,
): Promise<TAllocationExam[]> {
  const { data } = await apiRequest<{ exams: TAllocationExam[] }>('/admin/sales/exams', {
    auth: 'admin',
    query: { search },
    signal,
  });
  return data.exams;
}

export function useAllocatableExams(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['admin', 'sales', 'exams', search],
    queryFn: ({ signal }) => listAllocatableExams(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

import type { TAllocationStudent } from '@prepward/shared/schemas/commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Students whose email contains the search (at most 20), for the allocation dialog. */
export async function findStudents(
  search: string,
  signal?: AbortSignal,
): Promise<TAllocationStudent[]> {
  const { data } = await apiRequest<{ students: TAllocationStudent[] }>('/admin/sales/students', {
    auth: 'admin',
    query: { search },
    signal,
  });
  return data.students;
}

export function useStudentSearch(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['admin', 'sales', 'students', search],
    queryFn: ({ signal }) => findStudents(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

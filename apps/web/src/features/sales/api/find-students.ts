import { salesOperations } from '@prepward/shared/operations/sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** Students whose email contains the search (at most 20), for the allocation dialog. */
export function useStudentSearch(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOf(salesOperations.findStudents, { query: { search } }),
    select: (reply) => reply.students,
    enabled,
    placeholderData: keepPreviousData,
  });
}

import { salesOperations } from '@prepward/shared/operations/sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** Exams this administrator may allocate, by name (at most 50). */
export function useAllocatableExams(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOf(salesOperations.listAllocatableExams, { query: { search } }),
    select: (reply) => reply.exams,
    enabled,
    placeholderData: keepPreviousData,
  });
}

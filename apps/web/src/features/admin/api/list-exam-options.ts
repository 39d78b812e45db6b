import { PAGINATION } from '@prepward/shared/constants';
import { examOperations } from '@prepward/shared/operations/content';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type ExamOption = { id: string; name: string };

/** Exam names for the exam-access select, from the content area's exam list. */
export function useExamOptions(enabled = true) {
  return useQuery({
    ...queryOf(examOperations.listExams, {
      query: { page: 1, perPage: PAGINATION.maxPerPage },
    }),
    select: ({ exams }): ExamOption[] => exams.map(({ id, name }) => ({ id, name })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

import { contentOperations } from '@prepward/shared/operations/content';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type ExamListParams = TPaginationQuery;

/** A page of exams, newest first, searched by name. */
export function useExams(params: ExamListParams) {
  return useQuery({
    ...queryOf(contentOperations.listExams, { query: params }),
    placeholderData: keepPreviousData,
  });
}

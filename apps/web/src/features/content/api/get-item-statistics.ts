import { itemStatisticsOperations } from '@prepward/shared/operations/item-statistics';
import type { TItemStatisticsQueryInput } from '@prepward/shared/schemas/item-statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type ItemStatisticsFilter = Omit<TItemStatisticsQueryInput, 'page' | 'perPage'>;

/** A page of an exam's item statistics with the exam summary; the last page stays while the next loads. */
export function useItemStatistics(examId: string, query: TItemStatisticsQueryInput) {
  return useQuery({
    ...queryOf(itemStatisticsOperations.getItemStatistics, { params: { examId }, query }),
    placeholderData: keepPreviousData,
    enabled: examId !== '',
  });
}

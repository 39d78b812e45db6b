import { itemStatisticsOperations } from '@prepward/shared/operations/item-statistics';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-download';
import type { ItemStatisticsFilter } from './get-item-statistics';

/** The item statistics table (every page, the same filters and sort) as CSV, saved as a download. */
export function exportItemStatistics({
  examId,
  filter,
}: {
  examId: string;
  filter: ItemStatisticsFilter;
}): Promise<string> {
  return downloadFile(
    itemStatisticsOperations.exportItemStatistics,
    { params: { examId }, query: filter },
    { fallbackName: 'item-statistics.csv' },
  );
}

export function useExportItemStatistics() {
  return useMutation({ mutationFn: exportItemStatistics });
}

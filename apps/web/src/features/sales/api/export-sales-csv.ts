import { useMutation } from '@tanstack/react-query';
import { salesOperations } from '@prepward/shared/operations/sales';
import { downloadFile } from '../../../lib/api-download';
import type { SalesFilters } from './list-sales';

/** Downloads the sales matching the filters as a CSV file (the server streams it). */
export async function exportSalesCsv(filters: SalesFilters): Promise<void> {
  await downloadFile(
    salesOperations.exportSales,
    { query: filters as never },
    { fallbackName: 'sales.csv' },
  );
}

export function useExportSalesCsv() {
  return useMutation({ mutationFn: exportSalesCsv });
}

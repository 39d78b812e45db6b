import { salesOperations } from '@prepward/shared/operations/sales';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-download';
import { salesQuery, type SalesFilters } from './list-sales';

/** Downloads the sales matching the filters as a CSV file (the server streams it). */
export async function exportSalesCsv(filters: SalesFilters): Promise<void> {
  await downloadFile(
    salesOperations.exportSales,
    { query: salesQuery(filters) },
    { fallbackName: 'sales.csv' },
  );
}

export function useExportSalesCsv() {
  return useMutation({ mutationFn: exportSalesCsv });
}

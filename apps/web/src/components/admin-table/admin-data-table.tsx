import 'mantine-datatable/styles.css';

import { ADMIN_TABLE_HEIGHT_PX } from '@prepward/shared/constants';
import type { TPagination } from '@prepward/shared/schemas/common';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { KeyboardEvent } from 'react';
import type { ListParams, ListParamsChange } from '../../hooks/use-list-params';
import { TablePagination } from './table-pagination';
import { LoadError } from '../load-error';

type AdminDataTableProps<T> = {
  /** What the table lists, for accessible names and the empty text: 'exams' ... */
  label: string;
  records: readonly T[] | undefined;
  pagination: TPagination | undefined;
  params: ListParams;
  setParams: (change: ListParamsChange) => void;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  columns: DataTableColumn<T>[];
  onRowClick?: (record: T) => void;
  rowExpansion?: DataTableProps<T>['rowExpansion'];
  idAccessor?: keyof T & string;
  /** Shown when the list is empty: 'No exams yet.' or 'No exams match this search.' */
  emptyText?: string;
};

/**
 * A server-paginated admin table: fixed height 500px, 'Showing x - y of
 * total entries', Prev/Next and rows per page, with loading, empty and error states.
 */
export function AdminDataTable<T>({
  label,
  records,
  pagination,
  params,
  setParams,
  isFetching,
  error,
  onRetry,
  columns,
  onRowClick,
  rowExpansion,
  idAccessor,
  emptyText,
}: AdminDataTableProps<T>) {
  if (error && !records) {
    return <LoadError title={`Could not load ${label}`} error={error} onRetry={onRetry} />;
  }
  const total = pagination?.total ?? 0;
  return (
    <DataTable<T>
      aria-label={label}
      height={ADMIN_TABLE_HEIGHT_PX}
      withTableBorder
      borderRadius="md"
      highlightOnHover={Boolean(onRowClick)}
      striped
      verticalSpacing="sm"
      records={records ? [...records] : []}
      columns={columns}
      fetching={isFetching && !records}
      // A table wider than a phone scrolls sideways: keyboard users reach the scroll area too.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': `${label} table` } }}
      loadingText="Loading..."
      noRecordsText={emptyText ?? `No ${label} found.`}
      {...(idAccessor ? { idAccessor } : {})}
      {...(rowExpansion ? { rowExpansion } : {})}
      {...(onRowClick
        ? {
            onRowClick: ({ record }: { record: T }) => onRowClick(record),
            // Rows that open something are reachable and usable with the keyboard too.
            customRowAttributes: (record: T) => ({
              tabIndex: 0,
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'Enter') onRowClick(record);
              },
            }),
          }
        : {})}
      page={params.page}
      totalRecords={total}
      recordsPerPage={params.perPage}
      onPageChange={(page) => setParams({ page })}
      renderPagination={() => (
        <TablePagination
          label={label}
          page={params.page}
          perPage={params.perPage}
          total={total}
          onPageChange={(page) => setParams({ page })}
          onPerPageChange={(perPage) => setParams({ perPage })}
        />
      )}
    />
  );
}

import { Button, Group, Select, Text } from '@mantine/core';
import { PAGINATION } from '@prepward/shared/constants';
import { pageCount, paginationSummary } from '@prepward/shared/format';

type TablePaginationProps = {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** What the table lists, for the accessible names: 'exams', 'sales' ... */
  label: string;
};

/** Prev and Next, named for what they page through ('Next page of cards'). */
export function PrevNext({
  page,
  pages,
  onPageChange,
  label,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  return (
    <>
      <Button
        size="xs"
        variant="default"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={`Previous page of ${label}`}
      >
        Prev
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label={`Next page of ${label}`}
      >
        Next
      </Button>
    </>
  );
}

/** 'Showing x - y of total entries', Prev/Next and rows per page. */
export function TablePagination({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  label,
}: TablePaginationProps) {
  const pages = pageCount(total, perPage);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" w="100%">
      <Text size="sm" aria-live="polite">
        {paginationSummary(page, perPage, total)}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={`Rows per page of ${label}`}
          size="xs"
          w={84}
          allowDeselect={false}
          data={PAGINATION.perPageOptions.map(String)}
          value={String(perPage)}
          onChange={(value) => value && onPerPageChange(Number(value))}
          comboboxProps={{ withinPortal: true }}
        />
        <PrevNext page={page} pages={pages} onPageChange={onPageChange} label={label} />
      </Group>
    </Group>
  );
}

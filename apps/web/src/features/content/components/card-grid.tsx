import { Card, Center, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TPagination } from '@prepward/shared/schemas/common';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import classes from './card-grid.module.css';
import { LoadError } from '../../../components/load-error';

type CardGridProps = {
  /** What the grid lists, for accessible names: 'courses', 'subjects'. */
  label: string;
  /** 'New Course': the first card, shown to those who may add. */
  newLabel?: string | undefined;
  onNew?: (() => void) | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  pagination: TPagination | undefined;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  children: ReactNode;
  count: number;
};

/** A paginated grid of cards with a New card first. */
export function CardGrid({
  label,
  newLabel,
  onNew,
  isPending,
  error,
  onRetry,
  emptyText,
  pagination,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  children,
  count,
}: CardGridProps) {
  if (error && count === 0 && !isPending) {
    return <LoadError title={`Could not load ${label}`} error={error} onRetry={onRetry} />;
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-label={label} role="list">
        {newLabel && onNew ? (
          <div role="listitem">
            <UnstyledButton className={classes.newCard} onClick={onNew}>
              <Stack align="center" gap={4}>
                <IconPlus size={28} aria-hidden="true" />
                <Text fw={600}>{newLabel}</Text>
              </Stack>
            </UnstyledButton>
          </div>
        ) : null}
        {children}
      </SimpleGrid>
      {isPending && count === 0 ? (
        <Center role="status" py="lg">
          <Loader size="sm" aria-hidden="true" />
          <Text ml="sm" size="sm">
            Loading...
          </Text>
        </Center>
      ) : null}
      {!isPending && count === 0 ? (
        <Card withBorder padding="lg">
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Card>
      ) : null}
      {pagination && pagination.total > 0 ? (
        <TablePagination
          label={label}
          page={page}
          perPage={perPage}
          total={pagination.total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      ) : null}
    </Stack>
  );
}

import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  ITEM_FLAG_LABELS,
  type ItemStatisticsSort,
  type TItemStatistic,
} from '@prepward/shared/schemas/item-statistics';
import {
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { FLAG_COLORS, formatDecimal, formatShare } from '../lib/item-statistics-format';
import { ItemDistractors } from './item-distractors';
import classes from './item-statistics-table.module.css';

export type SortState = { sort: ItemStatisticsSort; order: 'asc' | 'desc' };

const COLUMN_COUNT = 7;

function SortableHeader({
  column,
  label,
  state,
  onSort,
}: {
  column: ItemStatisticsSort;
  label: string;
  state: SortState;
  onSort: (next: SortState) => void;
}) {
  const active = state.sort === column;
  const Icon = !active
    ? IconArrowsSort
    : state.order === 'asc'
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={column === 'flags' ? 'left' : 'right'}
    >
      <UnstyledButton
        className={classes.sortButton}
        // A new column starts with the largest first; the same column turns round.
        onClick={() =>
          onSort({
            sort: column,
            order: active && state.order === 'desc' ? 'asc' : 'desc',
          })
        }
      >
        <Group gap={4} wrap="nowrap" justify={column === 'flags' ? 'flex-start' : 'flex-end'}>
          <span>{label}</span>
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

type ItemStatisticsTableProps = {
  items: readonly TItemStatistic[];
  sort: SortState;
  onSort: (next: SortState) => void;
  emptyText: string;
};

/**
 * The items of a page: stem, subject, n, p, r and flags; the sorted column says so
 * (aria-sort). A row's button opens its distractor table below it. Wider than a phone, the
 * table scrolls sideways inside its frame, which the keyboard can scroll too.
 */
export function ItemStatisticsTable({ items, sort, onSort, emptyText }: ItemStatisticsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box>
      <Text size="xs" c="dimmed" hiddenFrom="md" mb={4} aria-hidden="true">
        Swipe the table sideways to see every column →
      </Text>
      <div
        className={classes.scroller}
        tabIndex={0}
        role="region"
        aria-label="Item statistics table, scrolls sideways"
      >
        <Table
          miw={760}
          verticalSpacing="sm"
          highlightOnHover
          aria-label="Item statistics"
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={52}>
                <VisuallyHidden>Options</VisuallyHidden>
              </Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Subject</Table.Th>
              <SortableHeader column="attempts" label="n" state={sort} onSort={onSort} />
              <SortableHeader column="p" label="p-value" state={sort} onSort={onSort} />
              <SortableHeader column="r" label="r" state={sort} onSort={onSort} />
              <SortableHeader column="flags" label="Flags" state={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={COLUMN_COUNT}>
                  <Text c="dimmed" ta="center" py="lg">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {items.map((item) => {
              const expanded = open.has(item.questionId);
              const detailsId = `item-options-${item.questionId}`;
              return (
                <Fragment key={item.questionId}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        onClick={() => toggle(item.questionId)}
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the options of: ${item.preview}`}
                      >
                        {expanded ? (
                          <IconChevronDown size={18} aria-hidden="true" />
                        ) : (
                          <IconChevronRight size={18} aria-hidden="true" />
                        )}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td maw={360}>
                      <Text size="sm" lineClamp={2}>
                        {item.preview}
                      </Text>
                      {item.retired ? (
                        <Badge size="xs" color="gray" variant="outline" mt={4}>
                          Retired
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.subjectName}</Text>
                      <Text size="xs" c="dimmed">
                        {item.courseName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{item.attempts}</Table.Td>
                    <Table.Td ta="right">{formatShare(item.pValue)}</Table.Td>
                    <Table.Td ta="right">{formatDecimal(item.discrimination)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="wrap">
                        {item.flags.map((flag) => (
                          <Badge key={flag} size="sm" color={FLAG_COLORS[flag]} variant="light">
                            {ITEM_FLAG_LABELS[flag]}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {expanded ? (
                    <Table.Tr>
                      <Table.Td
                        colSpan={COLUMN_COUNT}
                        id={detailsId}
                        bg="var(--mantine-color-gray-0)"
                      >
                        <div className={classes.details}>
                          <ItemDistractors item={item} />
                        </div>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Box>
  );
}

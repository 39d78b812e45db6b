import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import {
  ITEM_FLAG_LABELS,
  ITEM_FLAGS,
  type ItemFlag,
  type TItemStatisticsSummary,
} from '@prepward/shared/schemas/item-statistics';
import type { ReactNode } from 'react';
import { FLAG_COLORS, formatDecimal, formatShare } from '../lib/item-statistics-format';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.3} mt={4}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}

function reliabilityHint({ value, tests, items }: TItemStatisticsSummary['reliability']): string {
  if (tests < 2) return 'Needs two ended mocks with the same questions';
  if (value === null) return `${tests} mocks share ${items} questions; their scores do not vary`;
  return `KR-20 over ${tests} mocks that share the same ${items} questions`;
}

type ItemStatisticsSummaryProps = {
  summary: TItemStatisticsSummary;
  /** The flag filter in effect; a flag's count filters the table by it. */
  flag: string;
  onFlag: (flag: ItemFlag | null) => void;
};

/** The exam's cards (tests, mean p, mean r, KR-20) and the number of items with each flag. */
export function ItemStatisticsSummary({ summary, flag, onFlag }: ItemStatisticsSummaryProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          label="Tests counted"
          value={summary.tests}
          hint={`${summary.students} ${summary.students === 1 ? 'student' : 'students'}, ${summary.items} questions`}
        />
        <Figure
          label="Mean p-value"
          value={formatShare(summary.meanPValue)}
          hint="Share of answers that were right"
        />
        <Figure
          label="Mean discrimination"
          value={formatDecimal(summary.meanDiscrimination)}
          hint="Point-biserial r, item against the rest of the test"
        />
        <Figure
          label="Reliability"
          value={formatDecimal(summary.reliability.value)}
          hint={reliabilityHint(summary.reliability)}
        />
      </SimpleGrid>
      <Group gap="xs" wrap="wrap" aria-label="Items by flag" role="group">
        {ITEM_FLAGS.map((name) => {
          const active = flag === name;
          return (
            <UnstyledButton
              key={name}
              onClick={() => onFlag(active ? null : name)}
              aria-pressed={active}
              aria-label={`${ITEM_FLAG_LABELS[name]}: ${summary.flagCounts[name]} items${active ? ' (filtering)' : ''}`}
              style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
            >
              <Badge
                size="lg"
                color={FLAG_COLORS[name]}
                variant={active ? 'filled' : 'light'}
                style={{ cursor: 'pointer' }}
              >
                {ITEM_FLAG_LABELS[name]}: {summary.flagCounts[name]}
              </Badge>
            </UnstyledButton>
          );
        })}
      </Group>
    </>
  );
}

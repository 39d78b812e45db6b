import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import type { TSalesTotals } from '@prepward/shared/schemas/commerce';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={{ base: 'md', sm: 'xl' }}>
        {value}
      </Text>
    </Card>
  );
}

/** Totals of the filtered range, above the sales table. */
export function SalesTotals({ totals }: { totals: TSalesTotals | undefined }) {
  return (
    <SimpleGrid
      cols={3}
      spacing={{ base: 'xs', sm: 'md' }}
      aria-label="Totals"
      data-testid="sales-totals"
    >
      <Total label="Sales" value={totals ? String(totals.count) : '…'} />
      <Total label="Successful" value={totals ? String(totals.successCount) : '…'} />
      <Total label="Revenue" value={totals ? formatPrice(totals.revenue) : '…'} />
    </SimpleGrid>
  );
}

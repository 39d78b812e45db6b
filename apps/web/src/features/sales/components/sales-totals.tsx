import { SALES_FIGURES } from '@prepward/shared/app-messages';
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

/**
 * Totals of the filtered range, above the sales table: every sale whatever its status, the
 * successful ones (manual allocations included) and their revenue.
 */
export function SalesTotals({ totals }: { totals: TSalesTotals | undefined }) {
  return (
    <SimpleGrid
      cols={3}
      spacing={{ base: 'xs', sm: 'md' }}
      aria-label="Totals"
      data-testid="sales-totals"
    >
      <Total label={SALES_FIGURES.allSales} value={totals ? String(totals.count) : '…'} />
      <Total
        label={SALES_FIGURES.successfulSales}
        value={totals ? String(totals.successCount) : '…'}
      />
      <Total label={SALES_FIGURES.revenue} value={totals ? formatPrice(totals.revenue) : '…'} />
    </SimpleGrid>
  );
}

import { Badge } from '@mantine/core';

/** A sale's colour: pending is yellow, success is green, anything else is red. */
function saleStatusColor(status: string): 'yellow' | 'green' | 'red' {
  if (status === 'pending') return 'yellow';
  if (status === 'success') return 'green';
  return 'red';
}

// Shades and text colours chosen for a contrast of at least 4.5:1 (WCAG AA).
const LOOK = {
  yellow: { color: 'yellow.5', c: 'black' },
  green: { color: 'green.6', c: 'black' },
  red: { color: 'red.9', c: 'white' },
} as const;

export function SaleStatusBadge({ status }: { status: string }) {
  const tone = saleStatusColor(status);
  return (
    <Badge variant="filled" {...LOOK[tone]} data-color={tone} data-testid="sale-status">
      {status}
    </Badge>
  );
}

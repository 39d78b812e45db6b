import { Badge } from '@mantine/core';

/** Sale status: pending is yellow, success is green, anything else is red. */
export function SaleStatusBadge({ status }: { status: string }) {
  const color = status === 'pending' ? 'yellow' : status === 'success' ? 'green' : 'red';
  return (
    <Badge color={color} variant="light">
      {status}
    </Badge>
  );
}

export function OpenBadge({
  open,
  openLabel = 'Open',
  closedLabel,
}: {
  open: boolean;
  openLabel?: string;
  closedLabel: string;
}) {
  return (
    <Badge color={open ? 'orange' : 'gray'} variant="light">
      {open ? openLabel : closedLabel}
    </Badge>
  );
}

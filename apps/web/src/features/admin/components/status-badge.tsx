import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A badge keeps its whole word in a narrow table column: Mantine's own clips the label with
 * an ellipsis ('O…'), and a clipped label leaves a table nothing to keep its column wide for.
 */
const WHOLE: BadgeProps['styles'] = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
};

/** Sale status: pending is yellow, success is green, anything else is red. */
export function SaleStatusBadge({ status }: { status: string }) {
  const color = status === 'pending' ? 'yellow' : status === 'success' ? 'green' : 'red';
  return (
    <Badge color={color} variant="light" styles={WHOLE}>
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
    <Badge color={open ? 'orange' : 'gray'} variant="light" styles={WHOLE}>
      {open ? openLabel : closedLabel}
    </Badge>
  );
}

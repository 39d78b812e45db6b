import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A badge keeps its whole word in a narrow table column: Mantine's own clips the label with
 * an ellipsis ('O…'), and a clipped label leaves a table nothing to keep its column wide for.
 */
const WHOLE: BadgeProps['styles'] = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
};

/** A status in a table: light, in its colour, its whole word shown. */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" styles={WHOLE}>
      {children}
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
    <StatusBadge color={open ? 'orange' : 'gray'}>{open ? openLabel : closedLabel}</StatusBadge>
  );
}

import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Badge colours whose text has a contrast of at least 4.5:1 with the badge (WCAG AA). Mantine's
 * light variant puts shade 9 on shade 1, which for yellow, orange and green falls short (2.7,
 * 3.6 and 3.8): a status badge is filled here, its text black or white.
 */
const LOOK = {
  yellow: { color: 'yellow.5', c: 'black' },
  orange: { color: 'orange.5', c: 'black' },
  green: { color: 'green.6', c: 'black' },
  red: { color: 'red.9', c: 'white' },
  blue: { color: 'blue.9', c: 'white' },
  gray: { color: 'gray.2', c: 'black' },
} as const;

export type Tone = keyof typeof LOOK;

/**
 * A badge keeps its whole word in a narrow table column: Mantine's own clips the label with
 * an ellipsis ('W…'), and a clipped label leaves a table nothing to keep its column wide for.
 */
const WHOLE: BadgeProps['styles'] = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
};

/** A status in a colour that reads; `data-color` names the tone, for tests. */
export function ToneBadge({
  tone,
  children,
  ...props
}: { tone: Tone; children: ReactNode } & Omit<BadgeProps, 'color' | 'c' | 'variant'> & {
    'data-testid'?: string;
  }) {
  return (
    <Badge variant="filled" styles={WHOLE} {...LOOK[tone]} data-color={tone} {...props}>
      {children}
    </Badge>
  );
}

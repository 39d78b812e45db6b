// How the item statistics page writes its figures: shares as whole percentages, correlations
// with two decimals, a dash where there is no figure.
import type { ItemFlag } from '@prepward/shared/schemas/item-statistics';

export const NO_FIGURE = '—';

export function formatShare(share: number | null): string {
  return share === null ? NO_FIGURE : `${Math.round(share * 100)}%`;
}

/** -0.7057 → '−0.71' (a true minus sign, read as "minus" by screen readers). */
export function formatDecimal(value: number | null): string {
  if (value === null) return NO_FIGURE;
  const text = Math.abs(value).toFixed(2);
  return value < 0 && text !== '0.00' ? `−${text}` : text;
}

/** The most serious flags in warm colours. */
export const FLAG_COLORS: Record<ItemFlag, string> = {
  'negative-discrimination': 'red',
  'weak-discrimination': 'orange',
  'too-hard': 'grape',
  'too-easy': 'blue',
  'few-attempts': 'gray',
};

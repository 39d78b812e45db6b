import { APP_NAME, PERCENT_DECIMALS, PRICE_MAX_DECIMALS } from './constants';

export const SITE_TITLE = `${APP_NAME} — exam preparation for healthcare professionals`;

/** Document title: 'Sign in | PrepWard'; the site title for a page without its own. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${APP_NAME}` : SITE_TITLE;
}

/** '$' prefix, up to four decimals, trailing zeros trimmed: 19.5 -> '$19.5', 20 -> '$20'. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '$0';
  const fixed = amount.toFixed(PRICE_MAX_DECIMALS);
  const trimmed = fixed.replace(/\.?0+$/, '');
  return `$${trimmed === '-0' ? '0' : trimmed}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** mm:ss below one hour, hh:mm:ss from one hour. Negative input shows 00:00. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Share of part in whole as a percentage with two decimals; 0 when whole is 0. */
export function formatPercentage(part: number, whole: number): string {
  const value = whole > 0 ? (part / whole) * 100 : 0;
  return `${value.toFixed(PERCENT_DECIMALS)}%`;
}

/** Number of pages: total divided by perPage, rounded up (at least 1 page is never implied). */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0 || total <= 0) return 0;
  return Math.ceil(total / perPage);
}

/** 'Showing x - y of total entries' for the pagination control. */
export function paginationSummary(currentPage: number, perPage: number, total: number): string {
  if (total <= 0) return 'Showing 0 - 0 of 0 entries';
  const from = (currentPage - 1) * perPage + 1;
  const to = Math.min(currentPage * perPage, total);
  return `Showing ${from} - ${to} of ${total} entries`;
}

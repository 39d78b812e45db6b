// Months of access: the choices a select offers and how a number of them reads. Apart from
// the commerce schemas so that a page showing a month picker does not build those schemas,
// and not in constants.ts or format.ts: the home page loads those whole, within its budget.
import { SUBSCRIPTION_MONTHS } from './constants';

/** The months a student or an administrator can pick, for selects. */
export const MONTH_CHOICES: readonly number[] = Array.from(
  { length: SUBSCRIPTION_MONTHS.max - SUBSCRIPTION_MONTHS.min + 1 },
  (_, index) => SUBSCRIPTION_MONTHS.min + index,
);

/** '1 month', '3 months'. */
export const monthsLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

// Money is USD with up to four decimals (numeric(12,4)). Sums and products are done in
// ten-thousandths of a dollar, as integers, so 19.99 x 3 is 59.97 and not 59.970000000000006.

const UNITS_PER_DOLLAR = 10_000;

/** The largest amount a sale or a sale line can hold: numeric(12,4). */
export const MAX_AMOUNT = 99_999_999.9999;

const toUnits = (amount: number) => Math.round(amount * UNITS_PER_DOLLAR);
const fromUnits = (units: number) => units / UNITS_PER_DOLLAR;

/** The price of `months` of an exam that costs `monthlyAmount` a month. */
export function lineAmount(monthlyAmount: number, months: number): number {
  return fromUnits(toUnits(monthlyAmount) * months);
}

export function sumAmounts(amounts: readonly number[]): number {
  return fromUnits(amounts.reduce((total, amount) => total + toUnits(amount), 0));
}

/** Whole cents, as card processors take them (half a cent rounds up). */
export function toCents(amount: number): number {
  return Math.round(toUnits(amount) / 100);
}

// The from/to day filters of the admin lists are calendar days in UTC, both inclusive.
import { gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** Midnight UTC at the start of a 'YYYY-MM-DD' day. */
export const utcDayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** Conditions keeping a timestamp column within [from, to] (days, inclusive); none for absent days. */
export function withinDays(column: AnyColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, utcDayStart(from)));
  if (to) conditions.push(lt(column, new Date(utcDayStart(to).getTime() + DAY_MS)));
  return conditions;
}

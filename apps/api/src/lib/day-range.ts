// The from/to day filters of the admin lists are calendar days in UTC, both inclusive.
import { gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** Midnight UTC at the start of a 'YYYY-MM-DD' day. */
export const utcDayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The last day a timestamp can be written for the database as JavaScript writes dates. */
const LAST_DAY = '9999-12-31';

/**
 * Conditions keeping a timestamp column within [from, to] (days, inclusive); none for absent
 * days. A `to` of the last day bounds nothing: its end, midnight of year 10000, has no
 * four-digit year and the database could not read it.
 */
export function withinDays(column: AnyColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, utcDayStart(from)));
  if (to && to < LAST_DAY) {
    conditions.push(lt(column, new Date(utcDayStart(to).getTime() + DAY_MS)));
  }
  return conditions;
}

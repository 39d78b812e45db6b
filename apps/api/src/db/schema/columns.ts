// Column builders every table file uses. Apart so that any table file can use them without
// an import cycle between the domains.
import { sql } from 'drizzle-orm';
import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money in USD: numeric(12,4), read back as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });
export const trigram = (column: string) => sql.raw(`${column} gin_trgm_ops`);

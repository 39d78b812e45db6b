// The lab values reference (the exam page's panel): content of no exam in particular, kept by
// administrators. Its first rows come from db/seed/lab-values.csv through a migration.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, trigram, updatedAt } from './columns';

export const labValues = pgTable(
  'lab_values',
  {
    id: id(),
    category: text('category').notNull(),
    testName: text('test_name').notNull(),
    conventionalRange: text('conventional_range').notNull(),
    /** Empty for a test without a unit (pH, INR). */
    conventionalUnit: text('conventional_unit').notNull().default(''),
    siRange: text('si_range').notNull(),
    siUnit: text('si_unit').notNull().default(''),
    /** Plain text. */
    note: text('note'),
    /** Order within the category, from 1. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The category filter and the order of every list.
    index('lab_values_category_position_idx').on(table.category, table.position),
    index('lab_values_test_name_trgm_idx').using('gin', trigram('test_name')),
    uniqueIndex('lab_values_category_test_name_unique').on(
      table.category,
      sql`lower(${table.testName})`,
    ),
    check('lab_values_position_positive', sql`${table.position} >= 1`),
  ],
);

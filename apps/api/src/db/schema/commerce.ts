// Sales (paid or allocated by hand), the subscriptions they give and the cart before checkout.
// Apart because it is the money side: its own indexes serve the overview's revenue figures.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, ownedByUser, users } from './accounts';
import { createdAt, id, money } from './columns';
import { exams, partOfExam } from './content';

export const sales = pgTable(
  'sales',
  {
    id: id(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'success', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'manual'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Administrator who made a manual allocation. */
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sales_reference_unique').on(table.reference),
    index('sales_created_at_idx').on(table.createdAt),
    index('sales_status_idx').on(table.status, table.createdAt),
    index('sales_user_idx').on(table.userId, table.createdAt),
    // The overview's revenue: paid sales by day, read from the index alone (bench/README.md).
    index('sales_paid_created_idx')
      .on(table.createdAt, table.id, table.amount)
      .where(sql`${table.status} = 'success' and ${table.provider} <> 'manual'`),
  ],
);

export const saleItems = pgTable(
  'sale_items',
  {
    id: id(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'restrict' }),
    months: integer('months').notNull(),
    unitAmount: money('unit_amount').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [
    index('sale_items_sale_idx').on(table.saleId),
    index('sale_items_exam_idx').on(table.examId),
    // Revenue per exam without visiting the table (overview's top exams).
    index('sale_items_sale_exam_amount_idx').on(table.saleId, table.examId, table.amount),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: ownedByUser(),
    examId: partOfExam(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['purchase', 'manual'] }).notNull(),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_exam_idx').on(table.userId, table.examId, table.expiresAt),
    index('subscriptions_expires_idx').on(table.expiresAt),
    // Students with access now, per exam, from the index alone (overview).
    index('subscriptions_active_idx').on(table.expiresAt, table.userId, table.examId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: ownedByUser(),
    examId: partOfExam(),
    months: integer('months').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_exam_unique').on(table.userId, table.examId),
    check('cart_items_months_positive', sql`${table.months} > 0`),
  ],
);

// The record of what administrators changed. Apart because it refers to no domain's tables:
// entries name what they touched as text, and outlive it.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Who it was, kept when that administrator is later removed (admin_id becomes null). */
    adminEmail: text('admin_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_entity_created_idx').on(table.entity, table.createdAt),
    index('audit_log_admin_created_idx').on(table.adminId, table.createdAt),
  ],
);

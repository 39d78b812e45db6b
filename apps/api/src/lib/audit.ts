// Who did what and when (table audit_log): every administrator write records
// one row, inside the same transaction as the write it describes.
import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client';
import { admins, auditLog } from '../db/schema';

export type AuditEntry = {
  adminId: string;
  /** A verb in the past tense: 'created', 'updated', 'deleted', 'blacklisted' ... */
  action: string;
  /** The kind of thing changed: 'exam', 'course', 'question', 'sale', 'user', 'admin' ... */
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId,
    // A copy of who it was: the row keeps it after that administrator is removed.
    adminEmail: sql`(${db.select({ email: admins.email }).from(admins).where(eq(admins.id, entry.adminId))})`,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

// The audit log view (issue 10): who did what and when, newest first.
import type { TAuditEntry, TAuditListQuery } from '@prepward/shared/schemas/audit';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, auditLog } from '../../db/schema';
import { withinDays } from '../../lib/day-range';
import { pageWindow, paginationOf } from '../../lib/pagination';

export function createAuditLog({ db }: { db: Database }) {
  return {
    async list(query: TAuditListQuery) {
      const where = and(
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.adminId ? eq(auditLog.adminId, query.adminId) : undefined,
        ...withinDays(auditLog.createdAt, query.from, query.to),
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, adminName: admins.name, currentEmail: admins.email })
          .from(auditLog)
          .leftJoin(admins, eq(admins.id, auditLog.adminId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      const entries = rows.map(({ entry, adminName, currentEmail }): TAuditEntry => ({
        id: entry.id,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        details: entry.details ?? null,
        createdAt: entry.createdAt.toISOString(),
        admin: { id: entry.adminId, name: adminName, email: currentEmail ?? entry.adminEmail },
      }));
      return { entries, pagination: paginationOf(total?.value ?? 0, query) };
    },
  };
}
export type AuditLogView = ReturnType<typeof createAuditLog>;

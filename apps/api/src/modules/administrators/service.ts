// Administrators (issue 10): the list, adding one, and removing one. Nobody removes
// themselves or the last administrator with role admin (docs/architecture.md).
import type { TAdmin } from '@prepward/shared/schemas/auth';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/messages';
import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, exams } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, httpError, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import { hashPassword } from '../../lib/passwords';
import { presentAdmin } from '../accounts/present';

type Actor = { id: string };

export type NewAdministrator = {
  name: string;
  email: string;
  password: string;
  roles: string[];
  examAccess: string[];
};

export function createAdministrators({ db }: { db: Database }) {
  return {
    async list(query: TPaginationQuery) {
      const where = query.search
        ? or(
            ilike(admins.email, containsPattern(query.search)),
            ilike(admins.name, containsPattern(query.search)),
          )
        : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(admins)
          .where(where)
          .orderBy(desc(admins.createdAt), desc(admins.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(admins).where(where),
      ]);
      return { admins: rows.map(presentAdmin), pagination: paginationOf(total?.value ?? 0, query) };
    },

    async add(actor: Actor, input: NewAdministrator): Promise<TAdmin> {
      const roles = [...new Set(input.roles)];
      const examAccess = [...new Set(input.examAccess)];
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if (examAccess.length > 0) {
          const found = await tx
            .select({ id: exams.id })
            .from(exams)
            .where(inArray(exams.id, examAccess));
          if (found.length !== examAccess.length) {
            throw badRequest(TEXT.unknownExamAccess, [
              { path: 'examAccess', message: TEXT.unknownExamAccess },
            ]);
          }
        }
        const [created] = await tx
          .insert(admins)
          .values({
            name: input.name,
            email: input.email,
            passwordHash,
            roles,
            examAccess,
            createdBy: actor.id,
          })
          .onConflictDoNothing({ target: admins.email })
          .returning();
        if (!created) throw conflict(TEXT.adminEmailTaken);
        await recordAudit(tx, {
          adminId: actor.id,
          action: 'created',
          entity: 'admin',
          entityId: created.id,
          details: { name: created.name, email: created.email, roles, examAccess },
        });
        return presentAdmin(created);
      });
    },

    async remove(actor: Actor, adminId: string): Promise<void> {
      if (adminId === actor.id)
        throw httpError(409, TEXT.cannotRemoveSelf, { code: 'SelfRemoval' });
      await db.transaction(async (tx) => {
        // Lock every administrator with role admin (in id order, so two removals queue up
        // instead of deadlocking): a concurrent removal waits, then counts what is left.
        const withAdminRole = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(sql`'admin' = any(${admins.roles})`)
          .orderBy(admins.id)
          .for('update');
        const [target] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
        if (!target) throw notFound(TEXT.adminNotFound);
        if (target.roles.includes('admin') && withAdminRole.length <= 1) {
          throw httpError(409, TEXT.cannotRemoveLastAdmin, { code: 'LastAdmin' });
        }
        await recordAudit(tx, {
          adminId: actor.id,
          action: 'deleted',
          entity: 'admin',
          entityId: target.id,
          details: { name: target.name, email: target.email, roles: target.roles },
        });
        await tx.delete(admins).where(eq(admins.id, adminId));
      });
    },
  };
}
export type Administrators = ReturnType<typeof createAdministrators>;

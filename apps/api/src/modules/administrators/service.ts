// Administrators (issue 10): the list, adding one, editing one and removing one. Nobody
// removes themselves, and the last administrator with role admin keeps it
// (docs/decisions/0075-removing-administrators.md).
import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type { TAdministrator } from '@prepward/shared/schemas/admin';
import type { TAdmin } from '@prepward/shared/schemas/auth';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Database, DatabaseOrTransaction } from '../../db/client';
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

export type AdministratorChanges = { roles?: string[]; examAccess?: string[] };

/** 400 unless every exam id names an exam. */
async function assertExamsExist(tx: DatabaseOrTransaction, examAccess: string[]) {
  if (examAccess.length === 0) return;
  const found = await tx.select({ id: exams.id }).from(exams).where(inArray(exams.id, examAccess));
  if (found.length !== examAccess.length) {
    throw badRequest(TEXT.unknownExamAccess, [
      { path: 'examAccess', message: TEXT.unknownExamAccess },
    ]);
  }
}

/** The administrators with the exams of their limits by name (exams since deleted are left out). */
async function withExamNames(
  tx: DatabaseOrTransaction,
  rows: (typeof admins.$inferSelect)[],
): Promise<TAdministrator[]> {
  const ids = [...new Set(rows.flatMap((row) => row.examAccess))];
  const names =
    ids.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await tx
              .select({ id: exams.id, name: exams.name })
              .from(exams)
              .where(inArray(exams.id, ids))
          ).map((exam) => [exam.id, exam.name]),
        );
  return rows.map((row) => ({
    ...presentAdmin(row),
    exams: row.examAccess.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  }));
}

/**
 * Locks every administrator with role admin (in id order, so two changes queue up instead of
 * deadlocking): a concurrent removal or demotion waits, then counts what is left.
 */
const lockAdminRoleHolders = (tx: DatabaseOrTransaction) =>
  tx
    .select({ id: admins.id })
    .from(admins)
    .where(sql`'admin' = any(${admins.roles})`)
    .orderBy(admins.id)
    .for('update');

export function createAdministrators({
  db,
  changeFeed,
}: {
  db: Database;
  /** Told of each change to an account, so the signed-in account kept in memory follows. */
  changeFeed: Pick<ChangeFeed, 'tell'>;
}) {
  const changed = (adminId: string) => changeFeed.tell({ kind: 'admin', id: adminId });
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
      return {
        admins: await withExamNames(db, rows),
        pagination: paginationOf(total?.value ?? 0, query),
      };
    },

    async add(actor: Actor, input: NewAdministrator): Promise<TAdmin> {
      const roles = [...new Set(input.roles)];
      const examAccess = [...new Set(input.examAccess)];
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await assertExamsExist(tx, examAccess);
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

    /** Roles (at least one, as the request requires) and exam access; audited. */
    async update(
      actor: Actor,
      adminId: string,
      changes: AdministratorChanges,
    ): Promise<TAdministrator> {
      // As nobody removes themselves: what an administrator may do is set by another one.
      if (adminId === actor.id) throw httpError(409, TEXT.cannotEditSelf, { code: 'SelfEdit' });
      const roles = changes.roles && [...new Set(changes.roles)];
      const examAccess = changes.examAccess && [...new Set(changes.examAccess)];
      const presented = await db.transaction(async (tx) => {
        const withAdminRole = await lockAdminRoleHolders(tx);
        const [target] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
        if (!target) throw notFound(TEXT.adminNotFound);
        if (
          roles &&
          target.roles.includes('admin') &&
          !roles.includes('admin') &&
          withAdminRole.length <= 1
        ) {
          throw httpError(409, TEXT.cannotDemoteLastAdmin, { code: 'LastAdmin' });
        }
        if (examAccess) await assertExamsExist(tx, examAccess);
        const [updated] = await tx
          .update(admins)
          .set({ ...(roles ? { roles } : {}), ...(examAccess ? { examAccess } : {}) })
          .where(eq(admins.id, adminId))
          .returning();
        if (!updated) throw notFound(TEXT.adminNotFound);
        await recordAudit(tx, {
          adminId: actor.id,
          action: 'updated',
          entity: 'admin',
          entityId: adminId,
          details: {
            name: target.name,
            email: target.email,
            from: { roles: target.roles, examAccess: target.examAccess },
            to: { roles: updated.roles, examAccess: updated.examAccess },
          },
        });
        const [presented] = await withExamNames(tx, [updated]);
        return presented!;
      });
      changed(adminId);
      return presented;
    },

    async remove(actor: Actor, adminId: string): Promise<void> {
      if (adminId === actor.id)
        throw httpError(409, TEXT.cannotRemoveSelf, { code: 'SelfRemoval' });
      await db.transaction(async (tx) => {
        const withAdminRole = await lockAdminRoleHolders(tx);
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
      changed(adminId);
    },
  };
}
export type Administrators = ReturnType<typeof createAdministrators>;

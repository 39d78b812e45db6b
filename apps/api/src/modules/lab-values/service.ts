// Lab values: the whole table for the exam page, and the administrators' list, add, edit and
// delete. They belong to no exam, so only administrators of every exam change them; every
// write records an audit row in its transaction.
import { LAB_VALUE_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { createHash } from 'node:crypto';
import {
  LAB_VALUE_CATEGORY_ORDER,
  type TAdminLabValue,
  type TLabValue,
  type TLabValueListQuery,
} from '@prepward/shared/schemas/lab-values';
import { and, asc, count, eq, ilike, max, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { labValues } from '../../db/schema';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import { examScopeOf } from '../../lib/exam-scope';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';

type LabValueRow = typeof labValues.$inferSelect;

export type LabValueInput = {
  category: string;
  testName: string;
  conventionalRange: string;
  conventionalUnit: string;
  siRange: string;
  siUnit: string;
  note: string | null;
  position?: number | undefined;
};

export type LabValueChanges = { [K in keyof LabValueInput]?: LabValueInput[K] | undefined };

const present = (row: LabValueRow): TLabValue => ({
  id: row.id,
  category: row.category,
  testName: row.testName,
  conventionalRange: row.conventionalRange,
  conventionalUnit: row.conventionalUnit,
  siRange: row.siRange,
  siUnit: row.siUnit,
  note: row.note,
});

const presentForAdmin = (row: LabValueRow): TAdminLabValue => ({
  ...present(row),
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The known categories in their order, then any other alphabetically. */
const categoryRank = sql`array_position(ARRAY[${sql.join(
  LAB_VALUE_CATEGORY_ORDER.map((category) => sql`${category}`),
  sql`, `,
)}]::text[], ${labValues.category})`;

const displayOrder = [
  asc(categoryRank),
  asc(labValues.category),
  asc(labValues.position),
  asc(sql`lower(${labValues.testName})`),
  asc(labValues.id),
];

/** Two tests of one name in a category: the unique index refuses the second. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return (
    codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
  );
}

/** Lab values are every exam's: an administrator limited to some exams only reads them. */
function assertMayChange(admin: AuthenticatedAdmin) {
  if (examScopeOf(admin)) throw forbidden(TEXT.limitedAdmin);
}

async function nextPosition(tx: DatabaseOrTransaction, category: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(labValues.position) })
    .from(labValues)
    .where(eq(labValues.category, category));
  return (row?.last ?? 0) + 1;
}

export function createLabValues({ db }: { db: Database }) {
  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TEXT.duplicate);
      throw error;
    }
  };

  return {
    /** Every lab value in display order, and an ETag of exactly that reply. */
    async listAll(): Promise<{ labValues: TLabValue[]; etag: string }> {
      const rows = await db
        .select()
        .from(labValues)
        .orderBy(...displayOrder);
      const list = rows.map(present);
      const hash = createHash('sha256').update(JSON.stringify(list)).digest('base64url');
      return { labValues: list, etag: `"${hash.slice(0, 27)}"` };
    },

    async list(query: TLabValueListQuery) {
      const where: SQL | undefined = and(
        query.category ? eq(labValues.category, query.category) : undefined,
        query.search ? ilike(labValues.testName, containsPattern(query.search)) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [total], categories] = await Promise.all([
        db
          .select()
          .from(labValues)
          .where(where)
          .orderBy(...displayOrder)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(labValues).where(where),
        db
          .select({ category: labValues.category })
          .from(labValues)
          .groupBy(labValues.category)
          .orderBy(asc(categoryRank), asc(labValues.category)),
      ]);
      return {
        labValues: rows.map(presentForAdmin),
        categories: categories.map((row) => row.category),
        pagination: paginationOf(total?.value ?? 0, query),
      };
    },

    async create(admin: AuthenticatedAdmin, input: LabValueInput) {
      assertMayChange(admin);
      return writing(() =>
        db.transaction(async (tx) => {
          const position = input.position ?? (await nextPosition(tx, input.category));
          const [row] = await tx
            .insert(labValues)
            .values({ ...input, position })
            .returning();
          if (!row) throw new Error('lab value insert returned nothing');
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'created',
            entity: 'lab_value',
            entityId: row.id,
            details: { category: row.category, testName: row.testName },
          });
          return presentForAdmin(row);
        }),
      );
    },

    async update(admin: AuthenticatedAdmin, id: string, changes: LabValueChanges) {
      assertMayChange(admin);
      return writing(() =>
        db.transaction(async (tx) => {
          const [existing] = await tx
            .select()
            .from(labValues)
            .where(eq(labValues.id, id))
            .for('update');
          if (!existing) throw notFound(TEXT.notFound);
          const sent = Object.fromEntries(
            Object.entries(changes).filter(([, value]) => value !== undefined),
          ) as LabValueChanges;
          // Moved to another category without a position: last there.
          const movedCategory = sent.category !== undefined && sent.category !== existing.category;
          const position =
            sent.position ??
            (movedCategory ? await nextPosition(tx, sent.category!) : existing.position);
          const [row] = await tx
            .update(labValues)
            .set({ ...sent, position, updatedAt: sql`now()` })
            .where(eq(labValues.id, id))
            .returning();
          if (!row) throw notFound(TEXT.notFound);
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'updated',
            entity: 'lab_value',
            entityId: id,
            details: { category: row.category, testName: row.testName, changes: sent },
          });
          return presentForAdmin(row);
        }),
      );
    },

    async remove(admin: AuthenticatedAdmin, id: string) {
      assertMayChange(admin);
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(labValues).where(eq(labValues.id, id)).returning();
        if (!row) throw notFound(TEXT.notFound);
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'deleted',
          entity: 'lab_value',
          entityId: id,
          details: { category: row.category, testName: row.testName },
        });
      });
    },
  };
}
export type LabValues = ReturnType<typeof createLabValues>;

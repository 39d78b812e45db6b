// Sales for administrators: the list with totals, one sale, the CSV export and manual
// allocation. An administrator limited to some exams (examAccess) sees only the sales that
// include one of them, only those items, and amounts made of those items alone.
import type {
  TAdminSale,
  TAllocationExam,
  TAllocationStudent,
  TSalesListQuery,
  TSalesTotals,
} from '@prepward/shared/schemas/commerce';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { admins, exams, saleItems, sales, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { withinDays } from '../../lib/day-range';
import { assertExamAccess, examScopeOf, withinExamScope } from '../../lib/exam-scope';
import { notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { grantAccess, lockStudent } from '../payments/grants';

type Admin = Pick<AuthenticatedAdmin, 'id' | 'examAccess'>;
type Filters = Omit<TSalesListQuery, 'page' | 'perPage'>;

/** Values a spreadsheet would run as a formula are prefixed with an apostrophe. */
export const neutralizeFormula = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export function createSales({ db }: { db: Database }) {
  /** Items an administrator may see, as a condition on sale_items. */
  const itemScope = (admin: Admin) => withinExamScope(admin, saleItems.examId);

  /** The sale's amount, or for a limited administrator the sum of the items it may see. */
  const amountFor = (admin: Admin): SQL<number> =>
    examScopeOf(admin)
      ? sql<number>`(select coalesce(sum(${saleItems.amount}), 0) from ${saleItems} where ${saleItems.saleId} = ${sales.id} and ${itemScope(admin)})`.mapWith(
          Number,
        )
      : sql<number>`${sales.amount}`.mapWith(Number);

  function conditions(admin: Admin, filters: Filters): SQL | undefined {
    const parts: SQL[] = [];
    if (filters.search) parts.push(ilike(users.email, containsPattern(filters.search)));
    if (filters.profession) parts.push(eq(users.profession, filters.profession));
    if (filters.status) parts.push(eq(sales.status, filters.status));
    parts.push(...withinDays(sales.createdAt, filters.from, filters.to));
    if (examScopeOf(admin)) {
      parts.push(
        sql`exists (select 1 from ${saleItems} where ${saleItems.saleId} = ${sales.id} and ${itemScope(admin)})`,
      );
    }
    return parts.length > 0 ? and(...parts) : undefined;
  }

  const saleColumns = (admin: Admin) => ({
    id: sales.id,
    reference: sales.reference,
    amount: amountFor(admin),
    currency: sales.currency,
    status: sales.status,
    provider: sales.provider,
    providerSessionId: sales.providerSessionId,
    createdAt: sales.createdAt,
    paidAt: sales.paidAt,
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profession: users.profession,
    adminId: admins.id,
    adminName: admins.name,
    // Keyset cursor for the export, at the database's full (microsecond) precision.
    cursor: sql<string>`${sales.createdAt}::text`,
  });

  const selectSales = (admin: Admin) =>
    db
      .select(saleColumns(admin))
      .from(sales)
      .innerJoin(users, eq(users.id, sales.userId))
      .leftJoin(admins, eq(admins.id, sales.createdByAdminId));

  type SaleRow = Awaited<ReturnType<typeof selectSales>>[number];

  /** The items of several sales in one query. */
  async function itemsOf(admin: Admin, saleIds: string[]) {
    if (saleIds.length === 0) return new Map<string, TAdminSale['saleItems']>();
    const rows = await db
      .select({
        id: saleItems.id,
        saleId: saleItems.saleId,
        months: saleItems.months,
        amount: saleItems.amount,
        examId: exams.id,
        examName: exams.name,
      })
      .from(saleItems)
      .innerJoin(exams, eq(exams.id, saleItems.examId))
      .where(and(inArray(saleItems.saleId, saleIds), itemScope(admin)))
      .orderBy(asc(exams.name), asc(saleItems.id));
    const bySale = new Map<string, TAdminSale['saleItems']>();
    for (const row of rows) {
      const list = bySale.get(row.saleId) ?? [];
      list.push({
        id: row.id,
        months: row.months,
        amount: row.amount,
        exam: { id: row.examId, name: row.examName },
      });
      bySale.set(row.saleId, list);
    }
    return bySale;
  }

  const present = (row: SaleRow, items: TAdminSale['saleItems']): TAdminSale => ({
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    providerSessionId: row.providerSessionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profession: row.profession,
    createdByAdmin: row.adminId ? { id: row.adminId, name: row.adminName ?? '' } : null,
    saleItems: items,
  });

  async function detail(admin: Admin, saleId: string): Promise<TAdminSale> {
    const scope = examScopeOf(admin)
      ? sql`exists (select 1 from ${saleItems} where ${saleItems.saleId} = ${sales.id} and ${itemScope(admin)})`
      : undefined;
    const [row] = await selectSales(admin).where(and(eq(sales.id, saleId), scope));
    if (!row) throw notFound('Sale not found');
    const items = await itemsOf(admin, [row.id]);
    return present(row, items.get(row.id) ?? []);
  }

  return {
    detail,

    async list(admin: Admin, query: TSalesListQuery) {
      const where = conditions(admin, query);
      const { limit, offset } = pageWindow(query);
      const amount = amountFor(admin);
      const [rows, [totals]] = await Promise.all([
        selectSales(admin)
          .where(where)
          .orderBy(desc(sales.createdAt), desc(sales.id))
          .limit(limit)
          .offset(offset),
        db
          .select({
            count: count(),
            successCount: sql<number>`count(*) filter (where ${sales.status} = 'success')`.mapWith(
              Number,
            ),
            revenue:
              sql<number>`coalesce(sum(${amount}) filter (where ${sales.status} = 'success'), 0)`.mapWith(
                Number,
              ),
          })
          .from(sales)
          .innerJoin(users, eq(users.id, sales.userId))
          .where(where),
      ]);
      const items = await itemsOf(
        admin,
        rows.map((row) => row.id),
      );
      const summary: TSalesTotals = {
        count: totals?.count ?? 0,
        successCount: totals?.successCount ?? 0,
        revenue: totals?.revenue ?? 0,
      };
      return {
        sales: rows.map((row) => present(row, items.get(row.id) ?? [])),
        pagination: paginationOf(summary.count, query),
        totals: summary,
      };
    },

    /**
     * The filtered sales, newest first, in batches of keyset pages: the export streams them
     * without ever holding the whole list.
     */
    async *exportBatches(
      admin: Admin,
      filters: Filters,
      batchSize = 500,
    ): AsyncGenerator<TAdminSale[]> {
      const where = conditions(admin, filters);
      let after: { cursor: string; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after
          ? or(
              lt(sales.createdAt, sql`${after.cursor}::timestamptz`),
              and(eq(sales.createdAt, sql`${after.cursor}::timestamptz`), lt(sales.id, after.id)),
            )
          : undefined;
        const rows: SaleRow[] = await selectSales(admin)
          .where(and(where, keyset))
          .orderBy(desc(sales.createdAt), desc(sales.id))
          .limit(batchSize);
        if (rows.length === 0) return;
        const items = await itemsOf(
          admin,
          rows.map((row) => row.id),
        );
        yield rows.map((row) => present(row, items.get(row.id) ?? []));
        if (rows.length < batchSize) return;
        const last: SaleRow = rows.at(-1)!;
        after = { cursor: last.cursor, id: last.id };
      }
    },

    /** Students by email for the allocation dialog (a short list, best matches first). */
    async findStudents(search: string): Promise<TAllocationStudent[]> {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(search ? ilike(users.email, containsPattern(search)) : undefined)
        .orderBy(asc(users.email))
        .limit(20);
    },

    /** The exams this administrator may allocate. */
    async allocatableExams(admin: Admin, search: string): Promise<TAllocationExam[]> {
      return db
        .select({ id: exams.id, name: exams.name, subscriptionAmount: exams.subscriptionAmount })
        .from(exams)
        .where(
          and(
            withinExamScope(admin, exams.id),
            search ? ilike(exams.name, containsPattern(search)) : undefined,
          ),
        )
        .orderBy(asc(exams.name))
        .limit(50);
    },

    /**
     * Grants or extends a student's access without payment: a sale of provider 'manual',
     * amount 0, with the administrator who made it, and an audit row, in one transaction.
     */
    async allocate(admin: Admin, request: { userID: string; examID: string; months: number }) {
      assertExamAccess(admin, request.examID);
      const saleId = await db.transaction(async (tx) => {
        const [exam] = await tx
          .select({ id: exams.id, name: exams.name })
          .from(exams)
          .where(eq(exams.id, request.examID));
        if (!exam) throw notFound('Exam not found');
        if (!(await lockStudent(tx, request.userID))) throw notFound('Student not found');
        const now = new Date();
        const [sale] = await tx
          .insert(sales)
          .values({
            reference: `PW-M-${randomBytes(8).toString('hex').toUpperCase()}`,
            userId: request.userID,
            status: 'success',
            provider: 'manual',
            amount: 0,
            createdByAdminId: admin.id,
            paidAt: now,
          })
          .returning({ id: sales.id });
        if (!sale) throw new Error('sale insert returned nothing');
        await tx.insert(saleItems).values({
          saleId: sale.id,
          examId: exam.id,
          months: request.months,
          unitAmount: 0,
          amount: 0,
        });
        const grant = await grantAccess(tx, {
          userId: request.userID,
          examId: exam.id,
          months: request.months,
          source: 'manual',
          saleId: sale.id,
          now,
        });
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'allocated',
          entity: 'sale',
          entityId: sale.id,
          details: {
            userId: request.userID,
            examId: exam.id,
            examName: exam.name,
            months: request.months,
            accessEndsAt: grant.expiresAt.toISOString(),
          },
        });
        return sale.id;
      });
      return detail(admin, saleId);
    },
  };
}

export type SalesService = ReturnType<typeof createSales>;

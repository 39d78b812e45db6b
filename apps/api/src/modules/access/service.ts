// Access to an exam (docs/architecture.md): an active subscription, from a purchase or a
// manual allocation. Shared by the catalogue, checkout, allocation and test taking.
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** When the student's access to the exam ends, or null without active access. */
export async function accessEndsAt(
  db: DatabaseOrTransaction,
  userId: string,
  examId: string,
  now: Date = new Date(),
): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(subscriptions.expiresAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.examId, examId),
        gt(subscriptions.expiresAt, now),
      ),
    );
  return row?.endsAt ?? null;
}

/** Every exam the student may use now, with the end of its access. */
export async function activeAccessByExam(
  db: DatabaseOrTransaction,
  userId: string,
  now: Date = new Date(),
): Promise<Map<string, Date>> {
  const rows = await db
    .select({ examId: subscriptions.examId, endsAt: max(subscriptions.expiresAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
    .groupBy(subscriptions.examId);
  return new Map(rows.flatMap((row) => (row.endsAt ? [[row.examId, row.endsAt] as const] : [])));
}

/**
 * `activeAccessByExam` prepared once for a database: the catalogue asks it on every page, and a
 * prepared statement is planned once per connection instead of on every run.
 */
export function preparedActiveAccessByExam(db: Database) {
  const query = db
    .select({ examId: subscriptions.examId, endsAt: max(subscriptions.expiresAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder('userId')),
        gt(subscriptions.expiresAt, sql.placeholder('now')),
      ),
    )
    .groupBy(subscriptions.examId)
    .prepare('active_access_by_exam');
  return async (userId: string, now: Date = new Date()): Promise<Map<string, Date>> => {
    const rows = await query.execute({ userId, now });
    return new Map(rows.flatMap((row) => (row.endsAt ? [[row.examId, row.endsAt] as const] : [])));
  };
}

// Access to an exam (docs/architecture.md): an active subscription, from a purchase or a
// manual allocation. Shared by the catalogue, checkout, allocation and test taking.
import { and, eq, gt, max, sql, type Placeholder } from 'drizzle-orm';
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

/** The query behind `activeAccessByExam`, with values or with placeholders to prepare. */
function activeAccessQuery(
  db: DatabaseOrTransaction,
  userId: string | Placeholder,
  now: Date | Placeholder,
) {
  return db
    .select({ examId: subscriptions.examId, endsAt: max(subscriptions.expiresAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
    .groupBy(subscriptions.examId);
}

const endsByExam = (rows: { examId: string; endsAt: Date | null }[]) =>
  new Map(rows.flatMap((row) => (row.endsAt ? [[row.examId, row.endsAt] as const] : [])));

/** Every exam the student may use now, with the end of its access. */
export async function activeAccessByExam(
  db: DatabaseOrTransaction,
  userId: string,
  now: Date = new Date(),
): Promise<Map<string, Date>> {
  return endsByExam(await activeAccessQuery(db, userId, now));
}

/**
 * `activeAccessByExam` prepared once for a database: the catalogue asks it on every page, and a
 * prepared statement is planned once per connection instead of on every run.
 */
export function preparedActiveAccessByExam(db: Database) {
  const query = activeAccessQuery(db, sql.placeholder('userId'), sql.placeholder('now')).prepare(
    'active_access_by_exam',
  );
  return async (userId: string, now: Date = new Date()): Promise<Map<string, Date>> =>
    endsByExam(await query.execute({ userId, now }));
}

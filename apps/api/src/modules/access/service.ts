// Access to an exam (docs/architecture.md): an active subscription, from a purchase or a
// manual allocation. Shared by the catalogue, checkout, allocation and test taking.
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { readBatches } from '../../lib/read-batches';

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
  return endsByExam(rows, now);
}

/** The access rows as a map of exam to end, keeping only what is still open at `now`. */
const endsByExam = (rows: readonly { examId: string; endsAt: Date | null }[], now: Date) =>
  new Map(
    rows.flatMap((row) =>
      row.endsAt && row.endsAt > now ? [[row.examId, row.endsAt] as const] : [],
    ),
  );

/**
 * `activeAccessByExam` for the catalogue, which asks it on every page: prepared once for a
 * database (planned once per connection), and the students asking at about the same time read
 * in one query (decision 0120). The batch reads from its earliest moment on; each student's
 * latest end is then kept only if it is after their own moment, which is the same answer
 * (the latest end of all is after a moment exactly when one of them is).
 */
export function preparedActiveAccessByExam(db: Database) {
  const query = db
    .select({
      userId: subscriptions.userId,
      examId: subscriptions.examId,
      endsAt: max(subscriptions.expiresAt),
    })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.userId} = any(${sql.placeholder('userIds')})`,
        gt(subscriptions.expiresAt, sql.placeholder('now')),
      ),
    )
    .groupBy(subscriptions.userId, subscriptions.examId)
    .prepare('active_access_by_exam');
  const read = readBatches(async (keys: readonly { userId: string; now: Date }[]) => {
    const earliest = new Date(Math.min(...keys.map((key) => key.now.getTime())));
    const rows = await query.execute({
      userIds: [...new Set(keys.map((key) => key.userId))],
      now: earliest,
    });
    const byUser = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byUser.get(row.userId) ?? [];
      list.push(row);
      byUser.set(row.userId, list);
    }
    return keys.map((key) => endsByExam(byUser.get(key.userId) ?? [], key.now));
  });
  return (userId: string, now: Date = new Date()): Promise<Map<string, Date>> =>
    read({ userId, now });
}

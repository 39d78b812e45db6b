// Granting access (docs/architecture.md): months bought or allocated start when the
// student's active access to that exam ends, or now when there is none.
import type { SubscriptionSource } from '@prepward/shared/constants';
import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { accessEndsAt } from '../access/service';

/** Calendar months later, in UTC; the 31st plus one month is the last day of the next month. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Locks the student's row until the transaction ends. Checkouts and grants of one student
 * take turns behind it, so two of them never read the same access end or the same cart.
 */
export async function lockStudent(tx: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

export type Grant = { examId: string; startsAt: Date; expiresAt: Date };

/** Adds `months` of access; call inside a transaction that holds lockStudent. */
export async function grantAccess(
  tx: DatabaseOrTransaction,
  grant: {
    userId: string;
    examId: string;
    months: number;
    source: SubscriptionSource;
    saleId: string;
    now: Date;
  },
): Promise<Grant> {
  const currentEnd = await accessEndsAt(tx, grant.userId, grant.examId, grant.now);
  const startsAt = currentEnd ?? grant.now;
  const expiresAt = addMonths(startsAt, grant.months);
  await tx.insert(subscriptions).values({
    userId: grant.userId,
    examId: grant.examId,
    startsAt,
    expiresAt,
    source: grant.source,
    saleId: grant.saleId,
  });
  return { examId: grant.examId, startsAt, expiresAt };
}

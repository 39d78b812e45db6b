// The server is the authority on a test's time: what is left, and ending overdue tests.
import type { TTestTimer } from '@prepward/shared/schemas/attempts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { tests } from '../../db/schema';
import { countMocksSoon } from './mock-counts';

export type TestRow = typeof tests.$inferSelect;

export function secondsUntil(moment: Date, now: Date): number {
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}

/**
 * An answer made before the end can reach the server a moment after it: a slow phone network,
 * or the typed answer a mock keeps as its clock reaches zero. The answer route and the sweep
 * leave a running test open this long past its end time; the test still ends as of its end
 * time (docs/decisions/0091-mock-keeps-each-selection.md).
 */
export const LATE_ANSWER_GRACE_MS = 10_000;

/** The moment before which a test's end time must lie for late answers to be refused. */
export const lateAnswerCutoff = (now: Date) => new Date(now.getTime() - LATE_ANSWER_GRACE_MS);

export function isOverdue(test: Pick<TestRow, 'status' | 'endTime'>, now: Date): boolean {
  return test.status === 'running' && test.endTime !== null && test.endTime <= now;
}

/** Seconds left on a running or paused timed test; null otherwise. */
export function remainingSecondsOf(test: TestRow, now: Date): number | null {
  if (test.status === 'paused') return test.remainingSeconds;
  if (test.status === 'running' && test.endTime) return secondsUntil(test.endTime, now);
  return null;
}

export function timerOf(test: TestRow, now: Date): TTestTimer {
  return {
    status: test.status,
    timed: test.durationSeconds !== null,
    durationSeconds: test.durationSeconds,
    endTime: test.status === 'running' && test.endTime ? test.endTime.toISOString() : null,
    remainingSeconds: remainingSecondsOf(test, now),
    serverNow: now.toISOString(),
  };
}

/**
 * Ends running tests whose end time has passed, as of that end time (nothing was left), and
 * asks for the mocks among them to be counted (mock-counts.ts). With a user id, only that
 * student's tests (run before listing them); with a test id, only that test.
 */
export async function endOverdueTests(
  db: Database,
  now: Date = new Date(),
  only: { userId?: string; testId?: string } = {},
): Promise<number> {
  // Locked in the order of their ids, as an answer batch locks its tests: a batch holding a
  // late answer and the sweep never wait on each other in a circle.
  const overdue = db
    .select({ id: tests.id })
    .from(tests)
    .where(
      and(
        eq(tests.status, 'running'),
        lte(tests.endTime, now),
        only.userId ? eq(tests.userId, only.userId) : undefined,
        only.testId ? eq(tests.id, only.testId) : undefined,
      ),
    )
    .orderBy(tests.id)
    .for('update');
  const ended = await db
    .update(tests)
    .set({ status: 'ended', endedAt: sql`${tests.endTime}`, remainingSeconds: 0 })
    .where(and(inArray(tests.id, overdue), eq(tests.status, 'running')))
    .returning({ id: tests.id, type: tests.type });
  if (ended.some((test) => test.type === 'mock')) countMocksSoon(db);
  return ended.length;
}

/**
 * Ends one overdue test; returns the row as it now is. Its answers are counted by whoever ends
 * it outside a transaction (`endIfOverdueAndCount`), or asks after its commit.
 */
export async function endIfOverdue(
  db: DatabaseOrTransaction,
  test: TestRow,
  now: Date,
): Promise<TestRow> {
  if (!isOverdue(test, now)) return test;
  const [ended] = await db
    .update(tests)
    .set({ status: 'ended', endedAt: test.endTime, remainingSeconds: 0 })
    .where(and(eq(tests.id, test.id), eq(tests.status, 'running')))
    .returning();
  return ended ?? { ...test, status: 'ended', endedAt: test.endTime, remainingSeconds: 0 };
}

/** As endIfOverdue, outside a transaction: a mock it ends is counted soon after. */
export async function endIfOverdueAndCount(
  db: Database,
  test: TestRow,
  now: Date,
): Promise<TestRow> {
  const row = await endIfOverdue(db, test, now);
  if (row !== test && row.type === 'mock') countMocksSoon(db);
  return row;
}

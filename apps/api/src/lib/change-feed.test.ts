// The change feed on a real database: what the triggers of migration 0017 send, what they must
// not send (an answer moving the peer figures), and the rules of the caches that rely on it:
// nothing served while the listener is away, nothing kept that a change may have overtaken.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../db/schema';
import { insertExam, insertStudent } from '../test/commerce-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  changeCache,
  openChangeFeed,
  parseChange,
  type Change,
  type ChangeFeed,
} from './change-feed';

describe('parseChange', () => {
  it('reads the kinds it knows, of its own schema only', () => {
    expect(parseChange('public:user:u1', 'public')).toEqual({ kind: 'user', id: 'u1' });
    expect(parseChange('public:admin:a1', 'public')).toEqual({ kind: 'admin', id: 'a1' });
    expect(parseChange('public:catalogue', 'public')).toEqual({ kind: 'catalogue' });
    expect(parseChange('test_other:catalogue', 'public')).toBeNull();
    expect(parseChange('public:user', 'public')).toBeNull();
    expect(parseChange('public:question:q1', 'public')).toBeNull();
    expect(parseChange('', 'public')).toBeNull();
  });
});

/** Polls `check` until it gives a value (never a fixed sleep). */
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the change feed on the database', () => {
  // Its own name, so the test can end this listener's connection and no other.
  const applicationName = `change-feed-test-${randomBytes(4).toString('hex')}`;
  let context: TestContext;
  let feed: ChangeFeed;
  const received: Change[] = [];

  beforeAll(async () => {
    context = await createTestApp();
    feed = openChangeFeed({
      connect: () =>
        new pg.Client({
          connectionString: context.database.url,
          application_name: applicationName,
        }),
      schema: context.database.schema,
      retry: { firstMs: 20, maxMs: 100 },
    });
    feed.subscribe((change) => received.push(change));
    await until('the feed listens', 5_000, async () => (feed.live ? true : undefined));
  });
  afterAll(async () => {
    await feed.close();
    await context.close();
  });

  /** What the database sent for `write`, once every notification of it has arrived. */
  async function changesOf(write: () => Promise<unknown>): Promise<Change[]> {
    received.length = 0;
    await write();
    await feed.settled();
    return [...received];
  }

  it('tells of a changed or removed account, and of a catalogue change', async () => {
    const student = await insertStudent(context);
    expect(
      await changesOf(() =>
        context.db.update(users).set({ firstName: 'Ama' }).where(eq(users.id, student.id)),
      ),
    ).toEqual([{ kind: 'user', id: student.id }]);
    expect(await changesOf(() => context.db.delete(users).where(eq(users.id, student.id)))).toEqual(
      [{ kind: 'user', id: student.id }],
    );

    let exam: Awaited<ReturnType<typeof insertExam>> | undefined;
    const added = await changesOf(async () => {
      exam = await insertExam(context, { live: 2 });
    });
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((change) => change.kind === 'catalogue')).toBe(true);

    const [question] = await context.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.examId, exam!.id))
      .limit(1);
    // Retiring a question changes the live count; an answer's peer figures do not.
    expect(
      await changesOf(() =>
        context.db
          .update(questions)
          .set({ retiredAt: sql`now()` })
          .where(eq(questions.id, question!.id)),
      ),
    ).toEqual([{ kind: 'catalogue' }]);
    expect(
      await changesOf(() =>
        context.db
          .update(questions)
          .set({ answerCount: sql`${questions.answerCount} + 1` })
          .where(eq(questions.id, question!.id)),
      ),
    ).toEqual([]);
  });

  it('keeps a value until told, and not one read while a change arrived', async () => {
    const cache = changeCache<string, number>(feed, { maxEntries: 10 });
    feed.subscribe((change) => {
      if (change.kind === 'user') cache.forget(change.id);
    });
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get('u1', load)).toBe(1);
    expect(await cache.get('u1', load)).toBe(1);
    feed.tell({ kind: 'user', id: 'u1' });
    expect(await cache.get('u1', load)).toBe(2);

    // A change told while the value was being read: the value is used but not kept.
    const overtaken = await cache.get('u2', async () => {
      feed.tell({ kind: 'catalogue' });
      return 10;
    });
    expect(overtaken).toBe(10);
    expect(await cache.get('u2', async () => 11)).toBe(11);
    expect(await cache.get('u2', async () => 12)).toBe(11);
  });

  it('serves nothing kept while the listener is away, and keeps again once it is back', async () => {
    const cache = changeCache<string, string>(feed, { maxEntries: 10 });
    expect(await cache.get('k', async () => 'before')).toBe('before');
    // The database ends the listener's connection (a restart, a failover).
    await context.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${applicationName}`);
    await until('the feed notices', 5_000, async () => (feed.live ? undefined : true));
    expect(await cache.get('k', async () => 'while away')).toBe('while away');
    expect(await cache.get('k', async () => 'still away')).toBe('still away');
    await until('the feed listens again', 5_000, async () => (feed.live ? true : undefined));
    // What was kept before may have missed a change: read again, then kept.
    expect(await cache.get('k', async () => 'after')).toBe('after');
    expect(await cache.get('k', async () => 'not read')).toBe('after');
  });
});

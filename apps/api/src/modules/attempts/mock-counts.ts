// When an answer counts in the peer figures (the questions' answer, correct and time totals
// and the options' pick counts). A practice or free-trial answer is final and revealed at once:
// it counts as it is held. A mock's answers may change until it ends and are revealed only
// then: they count once, all together, after it ends (decision 0126), so an answer to a mock
// writes nothing shared while the mock runs. The count is not part of the end: a class ending
// its mocks together would take turns on the same questions' rows. Each end asks for a count
// soon; one count adds every ended mock not counted yet, in one statement, and the sweep counts
// what an instance that stopped left over.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { uuidArray } from '../../db/script';

/**
 * SQL: whether the answers of test `t` (an alias of tests) are in the counters: those of a
 * practice or free-trial test, or of a mock that has been counted. Whoever takes a student's
 * own answers off the counters takes only these.
 */
export const countedTest = (t: string) =>
  sql.raw(`(${t}.type <> 'mock' or ${t}.counted_at is not null)`);

/**
 * SQL: whether option `o` (with its stored `position`) counts as picked in the answer `ids`:
 * an ordering's option where it was placed in its right position, any other option whenever
 * chosen.
 */
export const pickedIn = (ids: string, ordered: string) =>
  `case when ${ordered} then coalesce(array_position(${ids}, o.id) = o.position + 1, false)
    else o.id = any(${ids}) end`;

/** The answers of the mocks among the tests `ids` (an SQL uuid[]), with their question's type. */
const mockAnswers = (ids: string) =>
  `select a.question_id, a.selected_option_ids, a.is_correct, a.time_spent_seconds,
      q.type = 'ordering' as ordered
    from tests t
      join test_answers a on a.test_id = t.id
      join questions q on q.id = a.question_id
    where t.id = any(${ids}) and t.type = 'mock'`;

/**
 * Locks the questions those answers are to, in the order of their ids, as an answer batch
 * locks the ones it counts: two transactions never wait on each other in a circle.
 */
const lockQuestionsOf = (ids: string) =>
  `select from questions where id in (select question_id from (${mockAnswers(ids)}) m)
    order by id for no key update`;

/** Adds those answers to their questions' totals and their options' pick counts. */
const addAnswers = (ids: string) =>
  `with answers as (${mockAnswers(ids)}),
    counted as (
      update questions q set answer_count = q.answer_count + d.answers,
        correct_count = q.correct_count + d.correct,
        time_spent_seconds_total = q.time_spent_seconds_total + d.seconds
      from (select question_id, count(*)::int as answers,
          (count(*) filter (where is_correct))::int as correct,
          sum(time_spent_seconds)::bigint as seconds
        from answers group by question_id) d
      where q.id = d.question_id
    )
    update question_options o set pick_count = o.pick_count + m.picks
    from (select o.id, count(*)::int as picks
      from answers a join question_options o on o.question_id = a.question_id
      where ${pickedIn('a.selected_option_ids', 'a.ordered')}
      group by o.id) m
    where o.id = m.id`;

/** The most mocks one count takes: it holds the questions' locks only that long. */
const MOCKS_PER_COUNT = 500;

/**
 * Counts the ended mocks not counted yet, a bounded number per transaction, until none is left;
 * returns how many. The mocks are locked and skipped when another count holds them, so two
 * instances counting at once share the work and count each mock once. With `waitForOthers`,
 * a mock another count holds is waited for instead (and found counted): when it returns, every
 * mock ended before it was called is in the counters.
 */
export async function countEndedMocks(
  db: Database,
  { waitForOthers = false }: { waitForOthers?: boolean } = {},
): Promise<number> {
  const lock = waitForOthers ? sql`for update` : sql`for update skip locked`;
  let total = 0;
  for (;;) {
    const counted = await db.transaction(async (tx) => {
      const due = await tx.execute(
        sql`select id from tests
          where type = 'mock' and status = 'ended' and counted_at is null
          order by id limit ${MOCKS_PER_COUNT} ${lock}`,
      );
      const testIds = rowsOf<{ id: string }>(due).map((row) => row.id);
      if (testIds.length === 0) return 0;
      const ids = uuidArray(testIds);
      await tx.execute(sql.raw(lockQuestionsOf(ids)));
      await tx.execute(sql.raw(addAnswers(ids)));
      await tx.execute(sql.raw(`update tests set counted_at = now() where id = any(${ids})`));
      return testIds.length;
    });
    total += counted;
    if (counted < MOCKS_PER_COUNT) return total;
  }
}

/** Per database: the count running now, and whether another was asked for meanwhile. */
const counting = new WeakMap<Database, { running: Promise<void>; again: boolean }>();

/**
 * Asks for the ended mocks to be counted soon, without waiting: one count runs at a time on an
 * instance, and the ends asked for while it runs are counted together by the next. A count
 * that fails is left to the sweep.
 */
export function countMocksSoon(db: Database): void {
  const current = counting.get(db);
  if (current) {
    current.again = true;
    return;
  }
  const state = { running: Promise.resolve(), again: false };
  state.running = (async () => {
    do {
      state.again = false;
      await countEndedMocks(db).catch(() => 0);
    } while (state.again);
    counting.delete(db);
  })();
  counting.set(db, state);
}

/** Resolves once the counts asked for on this database have run (for tests). */
export async function mockCountsSettled(db: Database): Promise<void> {
  await counting.get(db)?.running;
}

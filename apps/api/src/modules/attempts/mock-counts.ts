// When an answer counts in the peer figures (the questions' answer, correct and time totals
// and the options' pick counts). A practice or free-trial answer is final and revealed at once:
// it counts as it is held. A mock's answers may change until it ends and are revealed only
// then: they count once, all together, in the transaction that ends it, so an answer to a mock
// writes nothing shared while the mock runs (decision 0126).
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { uuidArray } from '../../db/script';

/**
 * SQL: whether the answers of test `t` (an alias of tests) are in the counters: those of a
 * practice or free-trial test, or of a mock that has ended. Whoever takes a student's own
 * answers off the counters takes only these.
 */
export const countedTest = (t: string) => sql.raw(`(${t}.type <> 'mock' or ${t}.status = 'ended')`);

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

/**
 * Counts the answers of the mocks among `testIds` into the peer figures. The caller has just
 * ended those tests in this transaction, and only those it moved to ended (each test is
 * counted once): the statements run after the end, so they read every answer held before it.
 */
export async function countEndedMocks(
  tx: DatabaseOrTransaction,
  testIds: readonly string[],
): Promise<void> {
  if (testIds.length === 0) return;
  const ids = uuidArray(testIds);
  await tx.execute(sql.raw(lockQuestionsOf(ids)));
  await tx.execute(sql.raw(addAnswers(ids)));
}

// The SQL of the item statistics: one statement for a page of items with the exam summary
// and the page's distractors, one for the exam's reliability. Everything is aggregated in the
// database over the ended tests of the exam (tests_exam_ended_idx) and their answers (the
// primary key of test_answers); nothing per item is loaded row by row.
import {
  ITEM_FLAGS,
  ITEM_THRESHOLDS,
  type ItemFlag,
  type TItemStatisticsQuery,
} from '@prepward/shared/schemas/item-statistics';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { tests } from '../../db/schema';
import { withinDays } from '../../lib/day-range';

/** Ended tests of the exam of the chosen types that ended within the days (UTC, inclusive). */
export type TestScope = {
  examId: string;
  types: readonly ('mock' | 'practice')[];
  from?: string | undefined;
  to?: string | undefined;
};

export function scopeOf(examId: string, query: TItemStatisticsQuery): TestScope {
  const types = query.type === 'all' ? (['mock', 'practice'] as const) : [query.type];
  return { examId, types, from: query.from, to: query.to };
}

/** The condition on `tests` that keeps the counted tests. */
function inScope(scope: TestScope): SQL | undefined {
  return and(
    eq(tests.examId, scope.examId),
    eq(tests.status, 'ended'),
    inArray(tests.type, [...scope.types]),
    ...withinDays(tests.endedAt, scope.from, scope.to),
  );
}

/** The counted tests (`id, user_id, length`: questions in the test, answered or not). */
function scopedTests(scope: TestScope): SQL {
  return sql`select tests.id, tests.user_id, cardinality(tests.question_ids) as length
    from tests where ${inScope(scope)}`;
}

/** SQL that is true when the item carries the flag (`p_value`, `discrimination`, `attempts`). */
const FLAG_CONDITIONS: Record<ItemFlag, SQL> = {
  'too-easy': sql`p_value > ${ITEM_THRESHOLDS.tooEasyAbove}::float8`,
  'too-hard': sql`p_value < ${ITEM_THRESHOLDS.tooHardBelow}::float8`,
  'negative-discrimination': sql`discrimination < 0`,
  'weak-discrimination': sql`discrimination >= 0 and discrimination < ${ITEM_THRESHOLDS.weakDiscriminationBelow}::float8`,
  'few-attempts': sql`attempts < ${ITEM_THRESHOLDS.fewAttemptsBelow}::int`,
};

/** `flags`, in the order of ITEM_FLAGS (most serious first). */
const flagsArray = sql`array_remove(array[${sql.join(
  ITEM_FLAGS.map((flag) => sql`case when ${FLAG_CONDITIONS[flag]} then ${flag}::text end`),
  sql`, `,
)}], null)`;

/** The sort key of each sort, for columns of a relation named by `prefix` ('' or 'page.'). */
const SORT_KEYS: Record<TItemStatisticsQuery['sort'], (prefix: string) => string> = {
  flags: (prefix) => `cardinality(${prefix}flags)`,
  p: (prefix) => `${prefix}p_value`,
  r: (prefix) => `${prefix}discrimination`,
  attempts: (prefix) => `${prefix}attempts`,
};

/** Items without the figure last either way; then the question's age, for a stable order. */
function orderOf(query: TItemStatisticsQuery, prefix = ''): SQL {
  const key = SORT_KEYS[query.sort](prefix);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return sql.raw(
    `${key} ${direction} nulls last, ${prefix}created_at asc, ${prefix}question_id asc`,
  );
}

function filtersOf(query: TItemStatisticsQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.courseId) conditions.push(sql`course_id = ${query.courseId}`);
  if (query.subjectId) conditions.push(sql`subject_id = ${query.subjectId}`);
  if (query.flag === 'any') conditions.push(sql`cardinality(flags) > 0`);
  else if (query.flag) conditions.push(sql`${query.flag}::text = any(flags)`);
  return sql.join(conditions, sql` and `);
}

/**
 * A page of items (all matching items when `limit` is null), each row carrying the exam
 * summary too, so a page past the end (or an exam without items) still answers one row with
 * the summary and a null item.
 *
 * rest: the share right of the rest of the test (the test without this item; unanswered
 * questions count as wrong), so tests of different lengths compare and an item does not
 * correlate with itself. discrimination = corr(right 0/1, rest): the point-biserial
 * correlation, null when either side does not vary.
 */
export function itemPageStatement(
  scope: TestScope,
  query: TItemStatisticsQuery,
  window: { limit: number | null; offset: number },
): SQL {
  const limit = window.limit === null ? sql`` : sql`limit ${window.limit} offset ${window.offset}`;
  return sql`
    with scoped_tests as (${scopedTests(scope)}),
    answers as (
      select a.test_id, a.question_id, a.selected_option_ids, a.is_correct::int as correct,
        s.length, sum(a.is_correct::int) over (partition by a.test_id) as test_correct
      from test_answers a join scoped_tests s on s.id = a.test_id
    ),
    scored as (
      select question_id, selected_option_ids, correct,
        case when length > 1 then (test_correct - correct)::float8 / (length - 1) end as rest
      from answers
    ),
    per_item as (
      select question_id, count(*)::int as attempts, avg(correct)::float8 as p_value,
        corr(correct::float8, rest) as discrimination
      from scored group by question_id
    ),
    items as (
      select q.id as question_id, q.created_at, q.question_html, q.type, q.course_id,
        q.subject_id, q.retired_at, coalesce(pi.attempts, 0) as attempts, pi.p_value,
        pi.discrimination
      from questions q left join per_item pi on pi.question_id = q.id
      where q.exam_id = ${scope.examId} and (q.retired_at is null or pi.question_id is not null)
    ),
    flagged as (select items.*, ${flagsArray} as flags from items),
    summary as (
      select count(*)::int as item_count, avg(p_value)::float8 as mean_p,
        avg(discrimination)::float8 as mean_r,
        ${sql.join(
          ITEM_FLAGS.map(
            (flag) =>
              sql`(count(*) filter (where ${flag}::text = any(flags)))::int as ${sql.identifier(`flag_${flag}`)}`,
          ),
          sql`, `,
        )},
        (select count(*)::int from scoped_tests) as tests,
        (select count(distinct user_id)::int from scoped_tests) as students
      from flagged
    ),
    matching as (select * from flagged where ${filtersOf(query)}),
    page as (select * from matching order by ${orderOf(query)} ${limit}),
    page_picks as (
      select picked.option_id, count(*)::int as picks, avg(s.rest)::float8 as mean_rest
      from scored s
      join page on page.question_id = s.question_id
      cross join unnest(s.selected_option_ids) as picked(option_id)
      group by picked.option_id
    ),
    page_options as (
      select o.question_id, json_agg(json_build_object('id', o.id, 'value', o.value,
          'correct', o.is_correct, 'picks', coalesce(pp.picks, 0), 'meanRest', pp.mean_rest,
          'part', o.part)
          order by o.position) as options
      from page
      join question_options o on o.question_id = page.question_id
      left join page_picks pp on pp.option_id = o.id
      group by o.question_id
    )
    select summary.*, (select count(*)::int from matching) as total,
      page.question_id, page.question_html, page.type, page.course_id, c.name as course_name,
      page.subject_id, sj.name as subject_name, page.retired_at is not null as retired,
      page.attempts, page.p_value, page.discrimination, page.flags,
      coalesce(po.options, '[]'::json) as options, q.layout
    from summary
    left join page on true
    left join questions q on q.id = page.question_id
    left join courses c on c.id = page.course_id
    left join subjects sj on sj.id = page.subject_id
    left join page_options po on po.question_id = page.question_id
    order by ${orderOf(query, 'page.')}`;
}

/**
 * What KR-20 needs, over the largest group of ended mocks (in the date range) that drew the
 * same set of questions (in any order): the group's size, its item count, Σ p·q over its items
 * and the population variance of its scores (items right per test; unanswered is wrong).
 */
export function reliabilityStatement(scope: Omit<TestScope, 'types'>): SQL {
  return sql`
    with mocks as (
      select tests.id,
        array(select item from unnest(tests.question_ids) as item order by item) as item_set
      from tests where ${inScope({ ...scope, types: ['mock'] })}
    ),
    largest as (
      select item_set, count(*)::int as tests from mocks
      where cardinality(item_set) >= 2
      group by item_set order by count(*) desc, item_set limit 1
    ),
    members as (select m.id from mocks m join largest l on l.item_set = m.item_set),
    scores as (
      select m.id, count(a.question_id) filter (where a.is_correct) as score
      from members m left join test_answers a on a.test_id = m.id group by m.id
    ),
    item_p as (
      select (count(*) filter (where a.is_correct))::float8 / (select tests from largest) as p
      from members m join test_answers a on a.test_id = m.id group by a.question_id
    )
    select l.tests, cardinality(l.item_set) as items,
      (select coalesce(sum(p * (1 - p)), 0)::float8 from item_p) as sum_pq,
      (select var_pop(score)::float8 from scores) as score_variance
    from largest l`;
}

// The data of a mock-exam run, written straight into the database (an exam of 150 questions,
// students with access, standing students already in their mock), and the check afterwards
// that the pick counts match the answers held. Apart because it is SQL, not HTTP.
import { randomUUID } from 'node:crypto';

export type Query = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export const MOCK_QUESTIONS = 100;

/**
 * One exam of 150 single-choice questions (mock: 100 in two hours), `students` students with
 * access (bench-1..n) and `standing` more (standing-1..n) already ten minutes into their mock.
 */
export async function seed(query: Query, counts: { students: number; standing: number }) {
  const examId = randomUUID();
  await query(
    `insert into exams (id, name, description, subscription_amount, mock_questions, mock_test_time)
     values ($1, 'Bench exam', 'Load test', 10, ${MOCK_QUESTIONS}, 120)`,
    [examId],
  );
  await query(
    `insert into courses (id, exam_id, name) select gen_random_uuid(), $1, 'Course ' || c from generate_series(1, 2) c`,
    [examId],
  );
  await query(
    `insert into subjects (id, course_id, exam_id, name)
     select gen_random_uuid(), c.id, $1, c.name || ' subject ' || s from courses c, generate_series(1, 3) s where c.exam_id = $1`,
    [examId],
  );
  await query(
    `insert into questions (id, exam_id, course_id, subject_id, type, question_html, explanation_html)
     select gen_random_uuid(), $1, s.course_id, s.id, 'single_choice', '<p>Question ' || s.name || ' ' || n || '?</p>',
       '<p>Because option a is right.</p>'
     from subjects s, generate_series(1, 25) n where s.exam_id = $1`,
    [examId],
  );
  await query(
    `insert into question_options (question_id, value, is_correct, position)
     select q.id, 'Option ' || chr(97 + p), p = 0, p from questions q, generate_series(0, 3) p where q.exam_id = $1`,
    [examId],
  );
  for (const [prefix, count] of [
    ['bench', counts.students],
    ['standing', counts.standing],
  ] as const) {
    await query(
      `insert into users (id, first_name, last_name, email, verified)
       select gen_random_uuid(), 'Bench', '${prefix} ' || i, '${prefix}-' || i || '@bench.test', true
       from generate_series(1, ${count}) i`,
    );
    await query(
      `insert into subscriptions (user_id, exam_id, starts_at, expires_at, source)
       select id, $1, now(), now() + interval '30 days', 'manual' from users where email like '${prefix}-%'`,
      [examId],
    );
  }
  // The standing students are already ten minutes into their mock.
  await query(
    `insert into tests (user_id, exam_id, type, mode, question_ids, duration_seconds, end_time, started_at)
     select u.id, $1, 'mock', 'all',
       (select array_agg(id) from (select id from questions where exam_id = $1 order by id limit ${MOCK_QUESTIONS}) q),
       7200, now() + interval '110 minutes', now() - interval '10 minutes'
     from users u where u.email like 'standing-%'`,
    [examId],
  );
  const users = (
    await query(`select id from users where email like 'bench-%' order by email`)
  ).rows.map((row) => String(row.id));
  const standing = (
    await query(
      `select t.id as test_id, t.user_id from tests t join users u on u.id = t.user_id where u.email like 'standing-%'`,
    )
  ).rows.map((row) => ({ testId: String(row.test_id), userId: String(row.user_id) }));
  const optionRows = (
    await query(
      `select o.question_id, o.id from question_options o join questions q on q.id = o.question_id
       where q.exam_id = $1 order by o.question_id, o.position`,
      [examId],
    )
  ).rows;
  const options = new Map<string, string[]>();
  for (const row of optionRows) {
    const list = options.get(String(row.question_id)) ?? [];
    list.push(String(row.id));
    options.set(String(row.question_id), list);
  }
  const standingQuestions = (
    await query(`select id from questions where exam_id = $1 order by id limit ${MOCK_QUESTIONS}`, [
      examId,
    ])
  ).rows.map((row) => String(row.id));
  return { examId, users, standing, options, standingQuestions };
}

/**
 * The answers the peer counts hold: those of practice tests and free trials, and of mocks that
 * have been counted (a mock's answers count together soon after it ends).
 */
const COUNTED_ANSWERS = `(select a.* from test_answers a join tests t on t.id = a.test_id
  where t.type <> 'mock' or t.counted_at is not null)`;

/**
 * Pick counts against the answers held: each final answer counted exactly once. First waits
 * (up to a minute, the sweep's period) until no ended mock is left to count.
 */
export async function checkCounts(query: Query) {
  const waitFrom = Date.now();
  const deadline = waitFrom + 60_000;
  let mocksLeftToCount = 0;
  for (;;) {
    const [due] = (
      await query(`select count(*)::int as n from tests
        where type = 'mock' and status = 'ended' and counted_at is null`)
    ).rows;
    mocksLeftToCount = Number(due?.n);
    if (mocksLeftToCount === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waitedForCountsMs = Date.now() - waitFrom;
  const [options] = (
    await query(`select count(*)::int as n from question_options o
      left join (select unnest(selected_option_ids) as id, count(*)::int as n from ${COUNTED_ANSWERS} a group by 1) c on c.id = o.id
      where o.pick_count <> coalesce(c.n, 0)`)
  ).rows;
  const [questions] = (
    await query(`select count(*)::int as n from questions q
      left join (select question_id, count(*)::int as n, (count(*) filter (where is_correct))::int as right_n
                 from ${COUNTED_ANSWERS} a group by 1) c on c.question_id = q.id
      where q.answer_count <> coalesce(c.n, 0) or q.correct_count <> coalesce(c.right_n, 0)`)
  ).rows;
  const [tests] = (
    await query(`select count(*)::int as n from tests t
      left join (select test_id, count(*)::int as n, (count(*) filter (where is_correct))::int as right_n
                 from test_answers group by 1) c on c.test_id = t.id
      where t.answered_count <> coalesce(c.n, 0) or t.correct_count <> coalesce(c.right_n, 0)`)
  ).rows;
  const [held] = (await query(`select count(*)::int as n from test_answers`)).rows;
  return {
    mocksLeftToCount,
    /** How long after every request was answered the last ended mock was counted. */
    waitedForCountsMs,
    answersHeld: Number(held?.n),
    optionCountMismatches: Number(options?.n),
    questionCountMismatches: Number(questions?.n),
    testCountMismatches: Number(tests?.n),
  };
}

export const pickOption = (options: string[]) =>
  options[Math.floor(Math.random() * options.length)]!;

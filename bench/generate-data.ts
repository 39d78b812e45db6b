// Fills a fresh PostgreSQL schema with a large data set for the administration benchmarks:
// 100,000 students, 1,000,000 sales (one exam each), 50,000 questions with four options,
// subscriptions, tests, tags, reports, support requests and audit rows. Every table is
// filled by one INSERT ... SELECT over generate_series, so the whole set takes a minute or
// two, not hours. Usage: npx tsx bench/generate-data.ts (BENCH_DATABASE_URL, BENCH_SCHEMA).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { BENCH_DATABASE_URL, BENCH_SCHEMA, openBenchDatabase } from './bench-database';

const SIZES = {
  exams: 40,
  coursesPerExam: 4,
  subjectsPerCourse: 5,
  questions: 50_000,
  users: 100_000,
  sales: 1_000_000,
  tests: 300_000,
  reports: 5_000,
  tags: 50_000,
  supportRequests: 10_000,
  auditEntries: 20_000,
};
/** Sales and sign-ups spread over two years, tests over one. */
const HISTORY_MINUTES = 730 * 24 * 60;

async function main() {
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${BENCH_SCHEMA}" CASCADE`);
  await admin.end();

  // One connection: the numbering tables below are temporary, so per connection.
  const database = openBenchDatabase(1);
  await database.migrate();
  const { db } = database;
  const step = async (label: string, ...statements: ReturnType<typeof sql>[]) => {
    const started = performance.now();
    for (const statement of statements) await db.execute(statement);
    console.log(`${label.padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    'exams',
    sql`insert into exams (name, description, subscription_amount, mock_questions, mock_test_time, created_at)
        select 'Bench exam ' || lpad(g::text, 2, '0'), 'Benchmark exam', 10 + g % 30, 50, 60,
               now() - (g || ' days')::interval
        from generate_series(0, ${SIZES.exams - 1}) g`,
  );
  await step(
    'courses, subjects',
    sql`with c as (
          insert into courses (exam_id, name)
          select e.id, 'Course ' || n from exams e, generate_series(1, ${SIZES.coursesPerExam}) n
          returning id, exam_id)
        insert into subjects (course_id, exam_id, name)
        select c.id, c.exam_id, 'Subject ' || n from c, generate_series(1, ${SIZES.subjectsPerCourse}) n`,
  );
  await step(
    'questions',
    sql`with s as (select id, course_id, exam_id, row_number() over (order by id) - 1 as n from subjects),
             total as (select count(*) as k from s)
        insert into questions (exam_id, course_id, subject_id, type, question_html, explanation_html)
        select s.exam_id, s.course_id, s.id, 'single_choice',
               '<p>Bench question ' || g || ': which is the first-line treatment?</p>', '<p>Because.</p>'
        from generate_series(0, ${SIZES.questions - 1}) g
        join s on s.n = g % (select k from total)`,
  );
  await step(
    'question options',
    sql`insert into question_options (question_id, value, is_correct, position)
        select q.id, 'Option ' || p, p = 0, p from questions q, generate_series(0, 3) p`,
  );
  await step(
    'users',
    sql`insert into users (first_name, last_name, email, profession, country, verified,
                           blacklisted, blacklist_reason, blacklisted_at, created_at)
        select 'First' || g, 'Last' || g, 'student' || g || '@bench.test',
               (array['Doctor','Nurses','Pharmacist','Physiotherapist','Healthcare Assistant','Student'])[1 + g % 6],
               'Kenya', g % 10 <> 0, g % 100 = 0,
               case when g % 100 = 0 then 'Benchmark ban' end,
               case when g % 100 = 0 then now() - ((g % 30) || ' days')::interval end,
               now() - (((g::bigint * 7919) % ${HISTORY_MINUTES}) || ' minutes')::interval
        from generate_series(1, ${SIZES.users}) g`,
  );
  // Helpers: users and exams by number, so rows can point at them arithmetically.
  await step(
    'numbering',
    sql`create temporary table user_n as select id, row_number() over (order by id) - 1 as n from users`,
    sql`create temporary table exam_n as select id, row_number() over (order by id) - 1 as n from exams`,
    sql`create index on user_n (n)`,
    sql`create index on exam_n (n)`,
  );
  await step(
    'sales',
    sql`insert into sales (reference, user_id, status, provider, amount, created_at, paid_at)
        select 'BENCH-' || g, u.id,
               case when g % 100 < 90 then 'success' when g % 100 < 97 then 'failed' else 'pending' end,
               case when g % 50 = 0 then 'manual' else 'sandbox' end,
               case when g % 50 = 0 then 0 else (10 + (g % ${SIZES.exams}) % 30) * (1 + g % 6) end,
               at, case when g % 100 < 90 then at end
        from (select g, now() - (((g::bigint * 104729) % ${HISTORY_MINUTES}) || ' minutes')::interval as at
              from generate_series(1, ${SIZES.sales}) g) s
        join user_n u on u.n = s.g % ${SIZES.users}`,
  );
  await step(
    'sale items',
    sql`insert into sale_items (sale_id, exam_id, months, unit_amount, amount)
        select s.id, e.id, 1 + g % 6, 10 + (g % ${SIZES.exams}) % 30, s.amount
        from (select id, amount, substr(reference, 7)::int as g from sales) s
        join exam_n e on e.n = s.g % ${SIZES.exams}`,
  );
  await step(
    'subscriptions',
    sql`insert into subscriptions (user_id, exam_id, starts_at, expires_at, source, sale_id)
        select s.user_id, i.exam_id, s.created_at, s.created_at + (i.months || ' months')::interval,
               case when s.provider = 'manual' then 'manual' else 'purchase' end, s.id
        from sales s join sale_items i on i.sale_id = s.id
        where s.status = 'success' and substr(s.reference, 7)::int % 3 = 0`,
  );
  await step(
    'tests',
    sql`insert into tests (user_id, exam_id, type, question_ids, status, started_at, ended_at, created_at)
        select u.id, e.id, case when g % 4 = 0 then 'mock' else 'practice' end, '{}'::uuid[],
               case when g % 10 = 0 then 'running' else 'ended' end, at,
               case when g % 10 = 0 then null else at + interval '20 minutes' end, at
        from (select g, now() - (((g::bigint * 7927) % (365 * 24 * 60)) || ' minutes')::interval as at
              from generate_series(1, ${SIZES.tests}) g) t
        join user_n u on u.n = t.g % ${SIZES.users}
        join exam_n e on e.n = t.g % ${SIZES.exams}`,
  );
  await step(
    'tags, reports',
    sql`create temporary table question_n as select id, exam_id, row_number() over (order by id) - 1 as n from questions`,
    sql`create index on question_n (n)`,
    sql`insert into question_tags (user_id, question_id)
        select u.id, q.id from generate_series(1, ${SIZES.tags}) g
        join user_n u on u.n = g % ${SIZES.users} join question_n q on q.n = (g * 7) % ${SIZES.questions}
        on conflict do nothing`,
    sql`insert into question_reports (user_id, question_id, exam_id, reason, status, created_at)
        select u.id, q.id, q.exam_id, 'Benchmark report ' || g,
               case when g % 10 < 7 then 'open' else 'resolved' end, now() - (g || ' minutes')::interval
        from generate_series(1, ${SIZES.reports}) g
        join user_n u on u.n = (g * 13) % ${SIZES.users} join question_n q on q.n = (g * 11) % ${SIZES.questions}`,
  );
  await step(
    'support, audit',
    sql`insert into support_tickets (user_id, subject, message, status, created_at)
        select u.id, 'Benchmark request ' || g, 'Please help', case when g % 4 = 0 then 'open' else 'closed' end,
               now() - (g * 3 || ' minutes')::interval
        from generate_series(1, ${SIZES.supportRequests}) g join user_n u on u.n = (g * 17) % ${SIZES.users}`,
    sql`insert into admins (name, email, password_hash, roles)
        values ('Bench Admin', 'bench-admin@bench.test', 'not-a-hash', '{admin}')`,
    sql`insert into audit_log (admin_id, admin_email, action, entity, entity_id, details, created_at)
        select a.id, a.email, 'updated', (array['exam','question','user','sale'])[1 + g % 4], g::text,
               '{"bench": true}'::jsonb, now() - (g || ' minutes')::interval
        from generate_series(1, ${SIZES.auditEntries}) g, admins a`,
  );
  await step('analyze', sql`analyze`);

  const counts = await db.execute(sql`
    select (select count(*) from users) as users, (select count(*) from sales) as sales,
           (select count(*) from sale_items) as sale_items, (select count(*) from questions) as questions,
           (select count(*) from subscriptions) as subscriptions, (select count(*) from tests) as tests`);
  console.log((counts as { rows: unknown[] }).rows[0]);
  await database.close();
}

await main();

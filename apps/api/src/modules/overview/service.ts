// The admin overview (issue 10): every figure in one reply, each from an aggregate query
// over indexed columns; nothing loads rows into memory. A section the administrator's roles
// may not read is null and is not even queried. Figures about exams honour examAccess.
import { hasPermission } from '@prepward/shared/permissions';
import type { OverviewRange, TOverview } from '@prepward/shared/schemas/overview';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import type { AuthenticatedAdmin } from '../../lib/actors';
import { examScopeOf } from '../../lib/exam-scope';

const DAY_MS = 86_400_000;
const TOP_EXAMS = 5;

type Bucket = 'day' | 'week';

const RANGES: Record<OverviewRange, { bucket: Bucket; buckets: number }> = {
  '7d': { bucket: 'day', buckets: 7 },
  '30d': { bucket: 'day', buckets: 30 },
  '90d': { bucket: 'day', buckets: 90 },
  '12m': { bucket: 'week', buckets: 52 },
};

/** Start of the first bucket: UTC midnight (days) or the UTC Monday (weeks) far enough back. */
export function rangeStart(range: OverviewRange, now: Date): Date {
  const { bucket, buckets } = RANGES[range];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (bucket === 'day') return new Date(today - (buckets - 1) * DAY_MS);
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday - (buckets - 1) * 7 * DAY_MS);
}

const num = (value: unknown) => Number(value ?? 0);

export function createOverview({ db }: { db: Database }) {
  const query = async (statement: SQL) => rowsOf(await db.execute(statement));

  return {
    async get(
      admin: Pick<AuthenticatedAdmin, 'roles' | 'examAccess'>,
      range: OverviewRange,
      now = new Date(),
    ): Promise<TOverview> {
      const can = (permission: Parameters<typeof hasPermission>[1]) =>
        hasPermission(admin.roles, permission);
      const { bucket } = RANGES[range];
      const from = rangeStart(range, now);
      const fromParam = from.toISOString();
      const toParam = now.toISOString();
      const scope = examScopeOf(admin);
      // `column in (scope)` for an administrator limited to some exams; nothing otherwise.
      const inScope = (column: SQL) =>
        scope
          ? sql`and ${column} in (${sql.join(
              scope.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql``;
      const inRange = (column: SQL) =>
        sql`${column} >= ${fromParam}::timestamptz and ${column} < ${toParam}::timestamptz`;

      // Paid sales only: manual allocations move no money
      // (docs/decisions/0072-revenue-counts-paid-sales.md).
      const salesSection = async (): Promise<TOverview['sales']> => {
        // Unlimited administrators read the sale totals; limited ones the items of their exams.
        const perBucket = scope
          ? sql`select date_trunc(${bucket}, s.created_at at time zone 'UTC') as bucket,
                  sum(i.amount)::float8 as revenue, count(distinct s.id)::int as sales
                from sale_items i join sales s on s.id = i.sale_id
                where s.status = 'success' and s.provider <> 'manual'
                  and ${inRange(sql`s.created_at`)} ${inScope(sql`i.exam_id`)}
                group by 1`
          : sql`select date_trunc(${bucket}, s.created_at at time zone 'UTC') as bucket,
                  sum(s.amount)::float8 as revenue, count(*)::int as sales
                from sales s
                where s.status = 'success' and s.provider <> 'manual'
                  and ${inRange(sql`s.created_at`)}
                group by 1`;
        const [series, top] = await Promise.all([
          query(sql`
            with per_bucket as (${perBucket})
            select to_char(b.start, 'YYYY-MM-DD') as start,
                   coalesce(p.revenue, 0)::float8 as revenue, coalesce(p.sales, 0)::int as sales
            from generate_series(
                   (${fromParam}::timestamptz at time zone 'UTC'),
                   (${toParam}::timestamptz at time zone 'UTC'),
                   ${`1 ${bucket}`}::interval) as b(start)
            left join per_bucket p on p.bucket = b.start
            order by b.start`),
          query(sql`
            select e.id as exam_id, e.name, t.revenue, t.sales
            from (
              -- One line per exam in a sale (a cart holds an exam once), so lines count sales.
              select i.exam_id, sum(i.amount)::float8 as revenue, count(*)::int as sales
              from sales s join sale_items i on i.sale_id = s.id
              where s.status = 'success' and s.provider <> 'manual'
                and ${inRange(sql`s.created_at`)} ${inScope(sql`i.exam_id`)}
              group by i.exam_id
              order by revenue desc
              limit ${TOP_EXAMS}
            ) t join exams e on e.id = t.exam_id
            order by t.revenue desc, e.name`),
        ]);
        const points = series.map((row) => ({
          start: String(row.start),
          revenue: num(row.revenue),
          sales: num(row.sales),
        }));
        return {
          revenue: Math.round(points.reduce((sum, point) => sum + point.revenue, 0) * 1e4) / 1e4,
          salesCount: points.reduce((sum, point) => sum + point.sales, 0),
          series: points,
          topExams: top.map((row) => ({
            examId: String(row.exam_id),
            name: String(row.name),
            revenue: num(row.revenue),
            sales: num(row.sales),
          })),
        };
      };

      const usersSection = async (): Promise<TOverview['users']> => {
        const [row] = await query(sql`
          select
            (select count(*)::int from users where ${inRange(sql`created_at`)}) as new_signups,
            (select count(distinct user_id)::int from subscriptions
              where expires_at > now() ${inScope(sql`exam_id`)}) as active_subscribers`);
        return {
          newSignups: num(row?.new_signups),
          activeSubscribers: num(row?.active_subscribers),
        };
      };

      const testsSection = async (): Promise<TOverview['tests']> => {
        const [[total], top] = await Promise.all([
          query(sql`select count(*)::int as taken from tests
                    where ${inRange(sql`started_at`)} ${inScope(sql`exam_id`)}`),
          query(sql`
            select e.id as exam_id, e.name, t.tests
            from (
              select exam_id, count(*)::int as tests from tests
              where ${inRange(sql`started_at`)} ${inScope(sql`exam_id`)}
              group by exam_id order by tests desc limit ${TOP_EXAMS}
            ) t join exams e on e.id = t.exam_id
            order by t.tests desc, e.name`),
        ]);
        return {
          taken: num(total?.taken),
          topExams: top.map((row) => ({
            examId: String(row.exam_id),
            name: String(row.name),
            tests: num(row.tests),
          })),
        };
      };

      const reportsSection = async (): Promise<TOverview['reports']> => {
        const [row] = await query(sql`select count(*)::int as open from question_reports
                                      where status = 'open' ${inScope(sql`exam_id`)}`);
        return { open: num(row?.open) };
      };

      const supportSection = async (): Promise<TOverview['support']> => {
        const [row] = await query(sql`
          select (select count(*)::int from support_tickets where status = 'open') as open,
                 (select count(*)::int from support_tickets
                   where ${inRange(sql`created_at`)}) as new_in_range`);
        return { open: num(row?.open), newInRange: num(row?.new_in_range) };
      };

      const [sales, users, tests, reports, support] = await Promise.all([
        can('sales:read') ? salesSection() : null,
        can('users:read') ? usersSection() : null,
        can('content:read') ? testsSection() : null,
        can('content:read') ? reportsSection() : null,
        can('support:read') ? supportSection() : null,
      ]);
      return {
        range: { key: range, from: from.toISOString(), to: now.toISOString(), bucket },
        sales,
        users,
        tests,
        reports,
        support,
      };
    },
  };
}
export type Overview = ReturnType<typeof createOverview>;

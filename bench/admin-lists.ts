// Times the administration lists, the CSV export and the overview on the data set of
// bench/generate-data.ts (run that first). The app is built in-process on that schema and
// called with app.inject, one request at a time: server time, without network. Figures go
// to the console and bench/results/admin-lists.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { BENCH_SCHEMA, openBenchDatabase } from './bench-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

type Row = Record<string, unknown>;

async function main() {
  const database = openBenchDatabase(10);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(root, 'bench', 'results', 'data'),
  });
  const app = await buildApp({ config, database, webRoot: '/nonexistent', logger: false });
  await app.ready();
  const { db } = database;
  const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
  const rows = async (statement: ReturnType<typeof sql>) => rowsOf(await db.execute(statement));
  const one = async (statement: ReturnType<typeof sql>) => (await rows(statement))[0]!;

  const admin = await one(
    sql`select id, token_version from admins where email = 'bench-admin@bench.test'`,
  );
  const twoExams = (await rows(sql`select id from exams order by name limit 2`)).map((row) =>
    String(row.id),
  );
  const limited = await one(sql`
    insert into admins (name, email, password_hash, roles, exam_access)
    values ('Bench Viewer', ${`bench-viewer-${Date.now()}@bench.test`}, 'not-a-hash', '{viewer}',
            ${`{${twoExams.join(',')}}`}::uuid[])
    returning id, token_version`);
  const student = await one(sql`select id from users where email = 'student4242@bench.test'`);
  const token = (row: Row) =>
    app.tokens.sign('admin', { subject: String(row.id), version: Number(row.token_version) });
  const adminToken = await token(admin);
  const limitedToken = await token(limited);

  const sales = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/sales',
    headers: { authorization: `Bearer ${adminToken}` },
  });

  const scenarios: { name: string; url: string; token?: string }[] = [
    { name: 'users, all, page 1', url: '/admin/users' },
    { name: 'users, all, page 5000 (offset 49,990)', url: '/admin/users?page=5000' },
    { name: 'users, active subscription, page 1', url: '/admin/users?tab=active' },
    { name: 'users, active, page 2000', url: '/admin/users?tab=active&page=2000' },
    { name: 'users, banned, page 1', url: '/admin/users?tab=banned' },
    { name: 'users, search "student4242"', url: '/admin/users?search=student4242' },
    { name: 'users, search "42@"', url: '/admin/users?search=42%40' },
    { name: 'users, profession Nurses', url: '/admin/users?profession=Nurses' },
    { name: 'users, joined in one month', url: '/admin/users?from=2026-01-01&to=2026-01-31' },
    {
      name: 'users, active + Doctor + one month',
      url: '/admin/users?tab=active&profession=Doctor&from=2026-01-01&to=2026-01-31',
    },
    { name: 'user record', url: `/admin/users/${String(student.id)}` },
    { name: 'administrators, page 1', url: '/admin/onboarding' },
    { name: 'question reports, open', url: '/admin/question/report' },
    { name: 'question reports, limited admin', url: '/admin/question/report', token: limitedToken },
    { name: 'support requests, open', url: '/admin/support' },
    { name: 'audit log, entity user', url: '/admin/audit?entity=user' },
    ...(['7d', '30d', '90d', '12m'] as const).map((range) => ({
      name: `overview ${range}`,
      url: `/admin/overview?range=${range}`,
    })),
    ...(['30d', '12m'] as const).map((range) => ({
      name: `overview ${range}, limited to 2 exams`,
      url: `/admin/overview?range=${range}`,
      token: limitedToken,
    })),
    ...(sales.statusCode === 200
      ? [
          { name: 'sales, page 1', url: '/admin/sales' },
          { name: 'sales, search "student4242"', url: '/admin/sales?search=student4242' },
          {
            name: 'sales, Nurses, one month',
            url: '/admin/sales?profession=Nurses&from=2026-01-01&to=2026-01-31',
          },
        ]
      : []),
  ];

  const results: Row[] = [];
  for (const scenario of scenarios) {
    const request = {
      method: 'GET' as const,
      url: `/api/v1${scenario.url}`,
      // A fresh client address each time: the per-address rate limit is not what is measured.
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: { authorization: `Bearer ${scenario.token ?? adminToken}` },
    };
    const first = await app.inject(request);
    if (first.statusCode !== 200)
      throw new Error(`${scenario.name}: ${first.statusCode} ${first.body}`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await app.inject(request);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const pick = (share: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]! * 10) / 10;
    const body = first.json<{ data: { pagination?: { total: number } } }>();
    const row = {
      scenario: scenario.name,
      p50Ms: pick(0.5),
      p95Ms: pick(0.95),
      total: body.data.pagination?.total ?? null,
    };
    results.push(row);
    console.log(
      `${scenario.name.padEnd(42)} p50 ${String(row.p50Ms).padStart(7)} ms  p95 ${String(row.p95Ms).padStart(7)} ms  ${row.total ?? ''}`,
    );
  }

  // The whole users list as CSV over real HTTP, read as it arrives: time, size, and how far
  // the server process grew while streaming it (the batches are read and written as they go).
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const response = await fetch(`${address}/api/v1/admin/users/export`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  let bytes = 0;
  let newlines = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = Math.round(performance.now() - started);
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const exportMs = Math.round(performance.now() - started);
  clearInterval(sampler);
  const exportRow = {
    scenario: 'users CSV export, all',
    firstByteMs,
    ms: exportMs,
    rows: newlines - 1,
    megabytes: Math.round(bytes / 1e5) / 10,
    rssGrowthMb: Math.round((peakRss - rssBefore) / 1e5) / 10,
  };
  console.log(exportRow);

  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(root, 'bench', 'results', 'admin-lists.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        schema: BENCH_SCHEMA,
        runs: RUNS,
        results,
        export: exportRow,
      },
      null,
      2,
    ),
  );
  await db.execute(sql`delete from admins where id = ${String(limited.id)}`);
  await app.close();
  await database.close();
}

await main();

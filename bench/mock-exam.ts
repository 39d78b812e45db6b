// Pieces of the mock-exam benchmarks (test-taking.ts, soak.ts): the production server started
// on a free loopback port, CPU accounting from /proc, student tokens signed as the server signs
// them, a kept-alive HTTP client, a latency recorder, and the data of a mock exam written
// straight into the database with the pick counts checked afterwards.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench';

export type Query = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

// ---- plumbing ----

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The production build on a free loopback port, as the benchmarks run it; resolves once
 * /api/v1/health answers. `environment` adds to the defaults; `nodeArguments` go before the
 * script (BENCH_NODE_ARGS when not given, e.g. '--cpu-prof --cpu-prof-dir=profiles');
 * `stdio` defaults to the server's errors only.
 */
export async function startServer(
  environment: Record<string, string>,
  options: { nodeArguments?: string[]; stdio?: StdioOptions } = {},
) {
  const port = await freePort();
  const nodeArguments =
    options.nodeArguments ?? process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(
    process.execPath,
    [...nodeArguments, join(REPOSITORY_ROOT, 'apps', 'api', 'dist', 'server.js')],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'bench-admin@prepward.test',
        ADMIN_PASSWORD: 'BenchAdmin2024',
        // Each simulated student comes from its own address, as real students do.
        TRUST_PROXY: '127.0.0.1',
        ...environment,
      },
      stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, server };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server did not start');
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A process's name and the CPU clock ticks it used so far, its own and its ended children's
 * (Linux /proc/<pid>/stat); null when it cannot be read (not Linux, or the process ended).
 */
export function processCpu(
  pid: number | string,
): { name: string; own: number; children: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    // utime, stime, cutime and cstime: fields 14 to 17 of stat (11 to 14 after the name).
    return {
      name,
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/**
 * A process's resident set (RSS) and its proportional share (PSS: pages shared with other
 * processes, such as PostgreSQL's shared buffers, divided among them), in kB (Linux
 * /proc/<pid>/smaps_rollup); null when it cannot be read.
 */
export function processMemory(pid: number | string): { rssKb: number; pssKb: number } | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1]);
    return { rssKb: field('Rss'), pssKb: field('Pss') };
  } catch {
    return null;
  }
}

/** Open file descriptors of a process (entries of /proc/<pid>/fd); null when unreadable. */
export function openFileDescriptors(pid: number | string): number | null {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

/** The live processes whose parent is `pid` (Linux /proc). */
export function childProcesses(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/** CPU seconds the server process used so far, to show its cost per request. */
export function serverCpuSeconds(server: ChildProcess): number | null {
  const cpu = server.pid === undefined ? null : processCpu(server.pid);
  return cpu && cpu.own / 100;
}

/**
 * CPU seconds used so far by the PostgreSQL processes on this machine, ended backends
 * included through their parent's children times; null when none runs here.
 */
export function databaseCpuSeconds(): number | null {
  const postgres = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => processCpu(pid))
    .filter((cpu) => cpu?.name === 'postgres');
  if (postgres.length === 0) return null;
  return postgres.reduce((sum, cpu) => sum + cpu!.own + cpu!.children, 0) / 100;
}

/** The machine's CPU time (all cores) busy and stolen by the host so far, in seconds (Linux). */
export function machineCpuSeconds(): { busy: number; stolen: number; all: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return {
      busy: (user! + nice! + system! + irq! + softirq!) / 100,
      stolen: steal! / 100,
      all: ticks.reduce((sum, tick) => sum + tick, 0) / 100,
    };
  } catch {
    return null;
  }
}

export const perRequest = (seconds: number | null, requests: number) =>
  seconds === null || requests === 0 ? null : Math.round((seconds * 1000 * 100) / requests) / 100;

/**
 * Runs a scenario and adds what each request cost in CPU: the server's, the load generator's
 * (this process), the database's (when it runs on this machine), and the whole machine's (server, database, generator and kernel), and the
 * share of the machine's CPU time the host took away (steal) while it ran.
 */
export async function withCpu<T extends Record<string, { requests: number }>>(
  server: ChildProcess,
  run: () => Promise<T>,
): Promise<
  T & {
    serverCpuMsPerRequest: number | null;
    generatorCpuMsPerRequest: number | null;
    databaseCpuMsPerRequest: number | null;
    machineCpuMsPerRequest: number | null;
    stolenShare: number | null;
  }
> {
  const serverBefore = serverCpuSeconds(server);
  const machineBefore = machineCpuSeconds();
  const databaseBefore = databaseCpuSeconds();
  const generatorBefore = process.cpuUsage();
  const result = await run();
  const generator = process.cpuUsage(generatorBefore);
  const serverAfter = serverCpuSeconds(server);
  const machineAfter = machineCpuSeconds();
  const databaseAfter = databaseCpuSeconds();
  const requests = Object.values(result).reduce((sum, item) => sum + item.requests, 0);
  const machine =
    machineBefore && machineAfter
      ? {
          busy: machineAfter.busy - machineBefore.busy,
          stolen: machineAfter.stolen - machineBefore.stolen,
          all: machineAfter.all - machineBefore.all,
        }
      : null;
  return {
    ...result,
    serverCpuMsPerRequest: perRequest(
      serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      requests,
    ),
    generatorCpuMsPerRequest: perRequest((generator.user + generator.system) / 1e6, requests),
    databaseCpuMsPerRequest: perRequest(
      databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore,
      requests,
    ),
    machineCpuMsPerRequest: perRequest(machine?.busy ?? null, requests),
    stolenShare:
      machine && machine.all > 0 ? Math.round((machine.stolen / machine.all) * 100) / 100 : null,
  };
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** A student token as the server signs them (HS256, audience prepward:user). */
export function studentToken(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256' }));
  const payload = base64url(
    JSON.stringify({
      ver: 0,
      sub: userId,
      iss: 'prepward',
      aud: 'prepward:user',
      iat: now,
      exp: now + 86_400,
    }),
  );
  const signature = createHmac('sha256', JWT_SECRET)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A private address per student (10.x.y.z), so per-address limits apply per student. */
export const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255 || 1}`;

// ---- measuring ----

export class Recorder {
  readonly latencies: number[] = [];
  /** When each measured request started, in ms since `started`, to find slow stretches. */
  readonly startedAt: number[] = [];
  errors = 0;
  readonly statuses = new Map<number, number>();
  started = performance.now();
  finished = this.started;

  /** Times a request to its last byte; the reply's body when it succeeded, else null. */
  async time(run: () => Promise<Reply>): Promise<string | null> {
    const start = performance.now();
    try {
      const response = await run();
      const body = await response.text();
      this.latencies.push(performance.now() - start);
      this.startedAt.push(start - this.started);
      this.finished = performance.now();
      if (!response.ok) {
        this.errors += 1;
        this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
        return null;
      }
      return body;
    } catch {
      this.errors += 1;
      this.statuses.set(0, (this.statuses.get(0) ?? 0) + 1);
      this.finished = performance.now();
      return null;
    }
  }

  summary(title: string) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted.length
        ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! * 10) /
          10
        : 0;
    const seconds = (this.finished - this.started) / 1000;
    return {
      title,
      requests: sorted.length + (this.statuses.get(0) ?? 0),
      seconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: seconds > 0 ? Math.round(sorted.length / seconds) : 0,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      errors: this.errors,
      statuses: Object.fromEntries(this.statuses),
      ...this.slowSeconds(),
    };
  }

  /**
   * The seconds of the run (by when requests started) whose slowest request took over 100 ms,
   * and the worst of them: a tail from a few stalls reads differently from a slow run.
   */
  private slowSeconds() {
    const worstBySecond = new Map<number, number>();
    this.latencies.forEach((latency, index) => {
      const second = Math.floor(this.startedAt[index]! / 1000);
      worstBySecond.set(second, Math.max(worstBySecond.get(second) ?? 0, latency));
    });
    const slow = [...worstBySecond].filter(([, worst]) => worst > 100);
    const [second, worst] = [...slow].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    return {
      secondsOver100Ms: `${slow.length} of ${worstBySecond.size}`,
      slowSeconds: slow
        .map(([at]) => at)
        .sort((a, b) => a - b)
        .join(' '),
      worstSecond: second === null ? null : { second, slowestMs: Math.round(worst) },
    };
  }
}

export type Reply = { ok: boolean; status: number; text: () => Promise<string> };

// Plain node:http with kept-alive connections: fetch costs the load generator several times
// the CPU per request, and on one machine the generator's CPU is taken from the server's.
export const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export function send(url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      const encoding = response.headers['content-encoding'];
      const stream =
        encoding === 'br'
          ? response.pipe(createBrotliDecompress())
          : encoding === 'gzip'
            ? response.pipe(createGunzip())
            : response;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        const status = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
      });
    });
    request.setTimeout(60_000, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

export function client(base: string, token: string, address: string) {
  const headers = {
    authorization: `Bearer ${token}`,
    'x-forwarded-for': address,
    'content-type': 'application/json',
    // As a phone's browser asks: replies over 1 KB come compressed.
    'accept-encoding': 'br, gzip',
  };
  return {
    get: (path: string) => send(new URL(`${base}/api/v1${path}`), 'GET', headers),
    post: (path: string, body: unknown) =>
      send(new URL(`${base}/api/v1${path}`), 'POST', headers, JSON.stringify(body)),
  };
}

// ---- data ----

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

/** Pick counts against the answers held: each final answer counted exactly once. */
export async function checkCounts(query: Query) {
  const [options] = (
    await query(`select count(*)::int as n from question_options o
      left join (select unnest(selected_option_ids) as id, count(*)::int as n from test_answers group by 1) c on c.id = o.id
      where o.pick_count <> coalesce(c.n, 0)`)
  ).rows;
  const [questions] = (
    await query(`select count(*)::int as n from questions q
      left join (select question_id, count(*)::int as n, (count(*) filter (where is_correct))::int as right_n
                 from test_answers group by 1) c on c.question_id = q.id
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
    answersHeld: Number(held?.n),
    optionCountMismatches: Number(options?.n),
    questionCountMismatches: Number(questions?.n),
    testCountMismatches: Number(tests?.n),
  };
}

export const pickOption = (options: string[]) =>
  options[Math.floor(Math.random() * options.length)]!;

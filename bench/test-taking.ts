// Test taking under load, on PostgreSQL and on the embedded database, each beside a bare
// route of the same server in the same run:
//   1. 500 students (own account and token each) load a 100-question mock and submit every
//      answer, changing a few at the end;
//   2. a constant rate standing for 10,000 students sitting a mock together: one answer per
//      student every 30 s (~333 submissions a second) and a page load per student every
//      5 minutes, for 60 s.
// Accounts, subscriptions and the standing students' tests are written straight into the
// database (fast); everything measured goes through HTTP. Afterwards the pick counts are
// checked against the answers held. Figures: console and bench/results/test-taking.json.
//
//   npm run build && npm run test-taking -w @prepward/bench
//   BENCH_DATABASE_URL=postgres://user@host:5432/db  (default postgres://postgres@127.0.0.1:5432/test;
//   a fresh database is created beside it and dropped afterwards)
//   BENCH_ONLY=postgres|embedded, BENCH_STUDENTS (500), BENCH_STANDING (10000), BENCH_SECONDS (60),
//   BENCH_SCENARIOS (bare,every,standing), BENCH_PAGES_PER_SECOND (standing / 300; to isolate
//   submissions), BENCH_NODE_ARGS (for the server, e.g. a CPU profile)
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded-postgres';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const STANDING = Number(process.env.BENCH_STANDING ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SUBMISSIONS_PER_SECOND = STANDING / 30;
const PAGE_LOADS_PER_SECOND = Number(process.env.BENCH_PAGES_PER_SECOND ?? STANDING / 300);
const MOCK_QUESTIONS = 100;
const CHANGED_PER_STUDENT = 5;
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'bare,every,standing').split(',');

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

// ---- plumbing ----

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(environment: Record<string, string>) {
  const port = await freePort();
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=profiles', shows where the server spends its time.
  const nodeArguments = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(
    process.execPath,
    [...nodeArguments, join(root, 'apps', 'api', 'dist', 'server.js')],
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
      stdio: ['ignore', 'ignore', 'inherit'],
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

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A process's name and the CPU clock ticks it used so far, its own and its ended children's
 * (Linux /proc/<pid>/stat); null when it cannot be read (not Linux, or the process ended).
 */
function processCpu(pid: number | string): { name: string; own: number; children: number } | null {
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

/** CPU seconds the server process used so far, to show its cost per request. */
function serverCpuSeconds(server: ChildProcess): number | null {
  const cpu = server.pid === undefined ? null : processCpu(server.pid);
  return cpu && cpu.own / 100;
}

/**
 * CPU seconds used so far by the PostgreSQL processes on this machine, ended backends
 * included through their parent's children times; null when none runs here.
 */
function databaseCpuSeconds(): number | null {
  const postgres = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => processCpu(pid))
    .filter((cpu) => cpu?.name === 'postgres');
  if (postgres.length === 0) return null;
  return postgres.reduce((sum, cpu) => sum + cpu!.own + cpu!.children, 0) / 100;
}

/** The machine's CPU time (all cores) busy and stolen by the host so far, in seconds (Linux). */
function machineCpuSeconds(): { busy: number; stolen: number; all: number } | null {
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

const perRequest = (seconds: number | null, requests: number) =>
  seconds === null || requests === 0 ? null : Math.round((seconds * 1000 * 100) / requests) / 100;

/**
 * Runs a scenario and adds what each request cost in CPU: the server's, the load generator's
 * (this process), the database's (when it runs on this machine), and the whole machine's (server, database, generator and kernel), and the
 * share of the machine's CPU time the host took away (steal) while it ran.
 */
async function withCpu<T extends Record<string, { requests: number }>>(
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
function studentToken(userId: string): string {
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
const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255 || 1}`;

// ---- measuring ----

class Recorder {
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

type Reply = { ok: boolean; status: number; text: () => Promise<string> };

// Plain node:http with kept-alive connections: fetch costs the load generator several times
// the CPU per request, and on one machine the generator's CPU is taken from the server's.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function send(url: URL, method: string, headers: Record<string, string>, body?: string) {
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

function client(base: string, token: string, address: string) {
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

/** One exam of 150 single-choice questions (mock: 100 in two hours) and the students. */
async function seed(query: Query) {
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
    ['bench', STUDENTS],
    ['standing', STANDING],
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
async function checkCounts(query: Query) {
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

// ---- scenarios ----

const pickOption = (options: string[]) => options[Math.floor(Math.random() * options.length)]!;

/** 1: every student loads a mock and submits every answer (closed loop, all at once). */
async function everyAnswer(base: string, data: Awaited<ReturnType<typeof seed>>) {
  const loads = new Recorder();
  const submissions = new Recorder();
  await Promise.all(
    data.users.map(async (userId, index) => {
      const api = client(base, studentToken(userId), addressOf(index + 1));
      const started = await loads.time(() =>
        api.post(`/user/test/${data.examId}`, { type: 'mock' }),
      );
      if (started === null) return;
      const { testId } = (JSON.parse(started) as { data: { testId: string } }).data;
      const page = await loads.time(() => api.get(`/user/test/${data.examId}/${testId}`));
      if (page === null) return;
      const detail = JSON.parse(page) as {
        data: { questions: { id: string; options: { id: string }[] }[] };
      };
      const questions = detail.data.questions;
      const answer = (question: (typeof questions)[number]) =>
        submissions.time(() =>
          api.post(`/user/test/${data.examId}/${testId}`, {
            testId,
            answers: [
              {
                questionId: question.id,
                option: pickOption(question.options.map((option) => option.id)),
                timeSpentSeconds: 5 + Math.floor(Math.random() * 85),
              },
            ],
          }),
        );
      for (const question of questions) await answer(question);
      // A mock answer can change until the end: a few do.
      for (const question of questions.slice(0, CHANGED_PER_STUDENT)) await answer(question);
    }),
  );
  return {
    loads: loads.summary('load a mock (start + page)'),
    submissions: submissions.summary('submit an answer'),
  };
}

/** 2: open loop at the standing rate: submissions (some changing earlier answers) and page loads. */
type StandingStudent = ReturnType<typeof standingStudents>[number];

function standingStudents(base: string, data: Awaited<ReturnType<typeof seed>>) {
  return data.standing.map((student, index) => ({
    ...student,
    api: client(base, studentToken(student.userId), addressOf(STUDENTS + index + 1)),
    next: Math.floor(Math.random() * MOCK_QUESTIONS),
  }));
}

async function standingRate(
  students: StandingStudent[],
  data: Awaited<ReturnType<typeof seed>>,
  seconds: number,
) {
  const submissions = new Recorder();
  const pages = new Recorder();
  const inFlight: Promise<unknown>[] = [];
  const startedAt = performance.now();
  submissions.started = pages.started = startedAt;
  let sent = 0;
  let loaded = 0;
  let cursor = 0;
  while (performance.now() - startedAt < seconds * 1000) {
    const elapsed = (performance.now() - startedAt) / 1000;
    while (sent < elapsed * SUBMISSIONS_PER_SECOND) {
      const student = students[cursor % students.length]!;
      cursor += 1;
      // One answer in ten changes the previous one (a mock answer changes until the end).
      const change = Math.random() < 0.1 && student.next > 0;
      const questionId =
        data.standingQuestions[(change ? student.next - 1 : student.next) % MOCK_QUESTIONS]!;
      if (!change) student.next += 1;
      inFlight.push(
        submissions.time(() =>
          student.api.post(`/user/test/${data.examId}/${student.testId}`, {
            testId: student.testId,
            answers: [
              {
                questionId,
                option: pickOption(data.options.get(questionId)!),
                timeSpentSeconds: 5 + Math.floor(Math.random() * 50),
              },
            ],
          }),
        ),
      );
      sent += 1;
    }
    while (loaded < elapsed * PAGE_LOADS_PER_SECOND) {
      const student = students[Math.floor(Math.random() * students.length)]!;
      inFlight.push(
        pages.time(() => student.api.get(`/user/test/${data.examId}/${student.testId}`)),
      );
      loaded += 1;
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  return {
    submissions: submissions.summary(`submit an answer at ${Math.round(SUBMISSIONS_PER_SECOND)}/s`),
    pages: pages.summary(`page load at ${Math.round(PAGE_LOADS_PER_SECOND)}/s`),
  };
}

/** The bare route under the same two loads: what the server costs before any test logic. */
async function bareRoute(base: string, seconds: number) {
  const path = '/public/config';
  const closed = new Recorder();
  await Promise.all(
    Array.from({ length: STUDENTS }, async (_, index) => {
      const api = client(base, '', addressOf(index + 1));
      for (let request = 0; request < 20; request += 1) await closed.time(() => api.get(path));
    }),
  );
  const open = new Recorder();
  const rate = SUBMISSIONS_PER_SECOND + PAGE_LOADS_PER_SECOND;
  const inFlight: Promise<unknown>[] = [];
  const startedAt = performance.now();
  open.started = startedAt;
  let sent = 0;
  while (performance.now() - startedAt < seconds * 1000) {
    while (sent < ((performance.now() - startedAt) / 1000) * rate) {
      const api = client(base, '', addressOf((sent % STANDING) + 1));
      inFlight.push(open.time(() => api.get(path)));
      sent += 1;
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  return {
    closedLoop: closed.summary(`GET ${path}, ${STUDENTS} clients at once`),
    constantRate: open.summary(`GET ${path} at ${Math.round(rate)}/s`),
  };
}

async function runOn(
  label: string,
  environment: Record<string, string>,
  query: () => Promise<{ query: Query; close: () => Promise<void> }>,
  seedWhileStopped: boolean,
) {
  console.log(`\n== ${label} ==`);
  // Start once so the migrations run, seed, and (embedded: the database is one process's) restart.
  let { base, server } = await startServer(environment);
  let data: Awaited<ReturnType<typeof seed>>;
  if (seedWhileStopped) {
    await stopServer(server);
    const database = await query();
    data = await seed(database.query);
    await database.close();
    ({ base, server } = await startServer(environment));
  } else {
    const database = await query();
    data = await seed(database.query);
    await database.close();
  }
  try {
    console.log(`seeded: ${STUDENTS} + ${STANDING} students`);
    const bare = SCENARIOS.includes('bare')
      ? await withCpu(server, () => bareRoute(base, Math.min(SECONDS, 20)))
      : null;
    console.log(bare);
    const first = SCENARIOS.includes('every')
      ? await withCpu(server, () => everyAnswer(base, data))
      : null;
    console.log(first);
    let coldStart = null;
    let second = null;
    if (SCENARIOS.includes('standing')) {
      const students = standingStudents(base, data);
      // The class starting together, from a server that has not served them yet; then, once
      // every student has answered once (30 s), the measured minute.
      coldStart = await withCpu(server, () => standingRate(students, data, 30));
      console.log({ coldStart });
      second = await withCpu(server, () => standingRate(students, data, SECONDS));
    }
    console.log(second);
    await stopServer(server);
    const database = await query();
    const counts = await checkCounts(database.query);
    await database.close();
    console.log(counts);
    return { bare, everyAnswer: first, standingColdStart: coldStart, standingRate: second, counts };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    students: STUDENTS,
    standing: STANDING,
    seconds: SECONDS,
  };
  const only = process.env.BENCH_ONLY;

  if (!only || only === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `prepward_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      results.postgres = await runOn(
        'PostgreSQL',
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'prepward-bench-pg-')),
        },
        async () => {
          const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
          return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
        },
        false,
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  if (!only || only === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'prepward-bench-embedded-'));
    results.embedded = await runOn(
      'embedded (PostgreSQL)',
      { DATA_DIR: dataDir },
      async () => {
        const pool = new pg.Pool({ connectionString: runningEmbeddedUrl(dataDir)!, max: 2 });
        return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
      },
      false,
    );
  }

  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(root, 'bench', 'results', 'test-taking.json'),
    JSON.stringify(results, null, 2),
  );
}

await main();

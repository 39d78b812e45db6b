// The default database (no DATABASE_URL) of this checkout's build, optionally beside another
// checkout's build (e.g. ff63506, the last commit whose default was PGlite), started as
// `npm start` starts it (node --enable-source-maps apps/api/dist/server.js, DATA_DIR set):
//   - start time until /api/v1/health answers: first start in a fresh DATA_DIR (database
//     created, migrated, demo catalogue and first administrator added) and second start on it,
//     wall time and the CPU time the server and its database used to get there;
//   - memory, idle 10 s after each start and under the load below: the server process plus
//     every process of its embedded PostgreSQL (the postmaster and its children), as RSS and
//     as PSS (shared pages such as PostgreSQL's shared buffers counted once);
//   - the student hot paths, closed loop, BENCH_CONNECTIONS students (each their own account,
//     token, address and running mock) for BENCH_SECONDS each after a 2 s warm-up: health,
//     the catalogue list, loading the running mock, submitting an answer to it.
// The builds alternate (A B, then B A, ...) for BENCH_ROUNDS rounds and the medians are taken,
// with the ratio A/B per round for start times and throughput: the machine's speed drifts.
// Everything through HTTP on loopback, so both builds get the same requests.
//
//   npm run build && npm run embedded -w @prepward/bench [-- OTHER_CHECKOUT (built)]
//   BENCH_ROUNDS (5), BENCH_CONNECTIONS (20), BENCH_SECONDS (10), BENCH_IDLE_SECONDS (10)
// Figures: console and bench/results/embedded-database.json. Linux (/proc).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { client, Recorder, type Reply } from './load-client';
import { addressOf, freePort, REPOSITORY_ROOT, sleep } from './mock-exam';
import { pickOption } from './mock-exam-data';
import { childProcesses, processCpu, processMemory } from './process-stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const ADMIN = { email: 'bench-admin@prepward.test', password: 'BenchAdmin2024' };
const UNLIMITED = '1000000/1m';

type Build = { label: string; root: string };

function describe(root: string): Build {
  const commit = execFileSync('git', ['-C', root, 'log', '-1', '--format=%h'], {
    encoding: 'utf8',
  }).trim();
  const server = readFileSync(join(root, 'apps', 'api', 'dist', 'server.js'), 'utf8');
  const database = server.includes('@electric-sql/pglite') ? 'PGlite' : 'embedded PostgreSQL';
  return { label: `${commit} (${database})`, root };
}

// ---- processes ----

type Running = { child: ChildProcess; base: string; dataDir: string; errors: () => string };

/** The postmaster of the embedded PostgreSQL in `dataDir`, if one runs. */
function postmasterOf(dataDir: string): number | null {
  try {
    const pid = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 && existsSync(`/proc/${pid}`) ? pid : null;
  } catch {
    return null;
  }
}

/** The server's process and its database's (postmaster and children), when it has its own. */
function processesOf(running: Running) {
  const postmaster = postmasterOf(running.dataDir);
  return {
    server: running.child.pid!,
    database: postmaster === null ? [] : [postmaster, ...childProcesses(postmaster)],
  };
}

/** Memory of the whole thing in MB: server, database and their sum, RSS and PSS. */
function memory(running: Running) {
  const { server, database } = processesOf(running);
  const serverMemory = processMemory(server) ?? { rssKb: 0, pssKb: 0 };
  const databaseMemory = database
    .map((pid) => processMemory(pid))
    .reduce<{ rssKb: number; pssKb: number }>(
      (sum, item) => ({
        rssKb: sum.rssKb + (item?.rssKb ?? 0),
        pssKb: sum.pssKb + (item?.pssKb ?? 0),
      }),
      { rssKb: 0, pssKb: 0 },
    );
  const mb = (kb: number) => Math.round(kb / 102.4) / 10;
  return {
    serverRssMb: mb(serverMemory.rssKb),
    databaseRssMb: mb(databaseMemory.rssKb),
    databasePssMb: mb(databaseMemory.pssKb),
    databaseProcesses: database.length,
    totalRssMb: mb(serverMemory.rssKb + databaseMemory.rssKb),
    totalPssMb: mb(serverMemory.pssKb + databaseMemory.pssKb),
  };
}
type Memory = ReturnType<typeof memory>;

/** CPU seconds used so far by the server (and the tools it ran) and by its database. */
function cpuSeconds(running: Running): number {
  const { server, database } = processesOf(running);
  const own = processCpu(server);
  const [postmaster, ...backends] = database;
  const master = postmaster === undefined ? null : processCpu(postmaster);
  const ticks =
    (own ? own.own + own.children : 0) +
    (master ? master.own + master.children : 0) +
    backends.reduce((sum, pid) => sum + (processCpu(pid)?.own ?? 0), 0);
  return ticks / 100;
}

async function start(build: Build, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(build.root, 'apps', 'api', 'dist', 'server.js')],
    {
      cwd: build.root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Each simulated student comes from its own address; the request limits are not
        // what is measured here.
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_ACCOUNT: UNLIMITED,
        RATE_LIMIT_ADDRESS: UNLIMITED,
        RATE_LIMIT_SIGNUP: UNLIMITED,
        RATE_LIMIT_SIGNIN: UNLIMITED,
        RATE_LIMIT_CODE_CHECKS: UNLIMITED,
        RATE_LIMIT_CODE_EMAILS: UNLIMITED,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const running: Running = {
    child,
    base: `http://127.0.0.1:${port}`,
    dataDir,
    errors: () => stderr,
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up: ${stderr}`);
    if (performance.now() - started > 180_000) throw new Error('the server did not start');
    const reply = await client(running.base, '', '127.0.0.1')
      .get('/health')
      .catch(() => null);
    if (reply?.ok) break;
    await sleep(20);
  }
  return { running, ms: Math.round(performance.now() - started), cpuSeconds: cpuSeconds(running) };
}

async function stop(running: Running) {
  const postmaster = postmasterOf(running.dataDir);
  if (running.child.exitCode === null) {
    const exited = new Promise((resolve) => running.child.once('exit', resolve));
    running.child.kill('SIGTERM');
    await exited;
  }
  // The server stops its database as it exits; wait for that before the next start.
  for (let waited = 0; postmaster !== null && existsSync(`/proc/${postmaster}`); waited += 1) {
    if (waited > 600) throw new Error(`the database ${postmaster} did not stop`);
    await sleep(100);
  }
}

async function idleMemory(running: Running): Promise<Memory> {
  await sleep(IDLE_SECONDS * 1000);
  const samples: Memory[] = [];
  for (let sample = 0; sample < 5; sample += 1) {
    samples.push(memory(running));
    await sleep(1000);
  }
  return medianMemory(samples);
}

// ---- students ----

type Student = { token: string; address: string; testId: string; questions: Question[] };
type Question = { id: string; options: { id: string }[] };

async function json<T>(reply: Promise<Reply>, what: string): Promise<T> {
  const response = await reply;
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

function readCode(dataDir: string, email: string): string | null {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  for (const file of readdirSync(outbox).filter((name) => name.includes(email))) {
    const code = /^ {4}(\d{6})$/m.exec(readFileSync(join(outbox, file), 'utf8'))?.[1];
    if (code) return code;
  }
  return null;
}

/** Students with their own account, access to the first exam and a running mock each. */
async function makeStudents(running: Running, count: number) {
  const { base } = running;
  const anonymous = (index: number) => client(base, '', addressOf(index));
  const admin = await json<{ jwt: string }>(
    anonymous(1).post('/admin/onboarding/authenticate', ADMIN),
    'admin sign-in',
  );
  const adminApi = client(base, admin.jwt, addressOf(2));
  let examId = '';
  const students = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const address = addressOf(100 + index);
      const email = `benchstudent${index}@example.com`;
      const password = 'BenchStudent2024';
      const api = client(base, '', address);
      await json(
        api.post('/user/onboarding/signup', {
          firstName: 'Bench',
          lastName: `Student ${index}`,
          email,
          password,
          profession: 'Nurses',
          country: 'Ghana',
        }),
        'sign-up',
      );
      let code: string | null = null;
      for (let waited = 0; code === null; waited += 1) {
        if (waited > 600) throw new Error(`no sign-up code for ${email}`);
        code = readCode(running.dataDir, email);
        if (code === null) await sleep(100);
      }
      await json(api.post('/user/onboarding/verify', { email, otp: code }), 'verify');
      const { jwt, user } = await json<{ jwt: string; user: { id: string } }>(
        api.post('/user/onboarding/login', { email, password }),
        'sign-in',
      );
      const studentApi = client(base, jwt, address);
      if (!examId) {
        const { exams } = await json<{ exams: { id: string }[] }>(
          studentApi.get('/user/exam?perPage=10'),
          'catalogue',
        );
        examId = exams[0]!.id;
      }
      await json(
        adminApi.post('/admin/sales/add/', { userID: user.id, examID: examId, months: 1 }),
        'manual allocation',
      );
      const { testId } = await json<{ testId: string }>(
        studentApi.post(`/user/test/${examId}`, { type: 'mock' }),
        'start a mock',
      );
      const { questions } = await json<{ questions: Question[] }>(
        studentApi.get(`/user/test/${examId}/${testId}`),
        'load the mock',
      );
      return { token: jwt, address, testId, questions } satisfies Student;
    }),
  );
  return { examId, students };
}

// ---- load ----

/** Each student sends `request` again as soon as the last one is answered, for `seconds`. */
async function closedLoop(
  students: Student[],
  seconds: number,
  request: (student: Student, round: number) => Promise<Reply>,
  recorder?: Recorder,
) {
  const until = performance.now() + seconds * 1000;
  if (recorder) recorder.started = performance.now();
  await Promise.all(
    students.map(async (student) => {
      for (let round = 0; performance.now() < until; round += 1) {
        if (recorder) await recorder.time(() => request(student, round));
        else
          await request(student, round).then(
            (reply) => reply.text(),
            () => undefined,
          );
      }
    }),
  );
  return recorder;
}

async function hotPaths(running: Running, examId: string, students: Student[]) {
  const { base } = running;
  const paths: [string, (student: Student, round: number) => Promise<Reply>][] = [
    ['health', (student) => client(base, '', student.address).get('/health')],
    [
      'catalogue list',
      (student) => client(base, student.token, student.address).get('/user/exam?perPage=10'),
    ],
    [
      'load the running mock',
      (student) =>
        client(base, student.token, student.address).get(`/user/test/${examId}/${student.testId}`),
    ],
    [
      'submit an answer to the mock',
      (student, round) => {
        // Every question in turn, then changes (a mock answer changes until the end).
        const question = student.questions[round % student.questions.length]!;
        return client(base, student.token, student.address).post(
          `/user/test/${examId}/${student.testId}`,
          {
            testId: student.testId,
            answers: [
              {
                questionId: question.id,
                // The demo catalogue has fill-in-the-blank questions too: no options, a text.
                ...(question.options.length > 0
                  ? { option: pickOption(question.options.map((option) => option.id)) }
                  : { answerText: 'bench' }),
                timeSpentSeconds: 5 + (round % 60),
              },
            ],
          },
        );
      },
    ],
  ];
  const samples: Memory[] = [];
  const sampler = setInterval(() => samples.push(memory(running)), 500);
  const results: Record<string, ReturnType<Recorder['summary']>> = {};
  try {
    for (const [title, request] of paths) {
      await closedLoop(students, 2, request);
      const recorder = await closedLoop(students, SECONDS, request, new Recorder());
      results[title] = recorder!.summary(title);
    }
  } finally {
    clearInterval(sampler);
  }
  const peak = samples.reduce((top, sample) => (sample.totalPssMb > top.totalPssMb ? sample : top));
  return { results, memory: { peak, median: medianMemory(samples), samples: samples.length } };
}

// ---- a round ----

async function measure(build: Build) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-bench-default-'));
  try {
    const first = await start(build, dataDir);
    let result;
    try {
      const idleAfterFirstStart = await idleMemory(first.running);
      const { examId, students } = await makeStudents(first.running, CONNECTIONS);
      const load = await hotPaths(first.running, examId, students);
      result = { idleAfterFirstStart, load };
    } finally {
      await stop(first.running);
    }
    const second = await start(build, dataDir);
    let idleAfterSecondStart;
    try {
      idleAfterSecondStart = await idleMemory(second.running);
    } finally {
      await stop(second.running);
    }
    return {
      firstStart: { ms: first.ms, cpuSeconds: round2(first.cpuSeconds) },
      secondStart: { ms: second.ms, cpuSeconds: round2(second.cpuSeconds) },
      idleAfterFirstStart: result.idleAfterFirstStart,
      idleAfterSecondStart,
      underLoad: result.load.memory,
      hotPaths: result.load.results,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
type Measurement = Awaited<ReturnType<typeof measure>>;

// ---- figures ----

const round2 = (value: number) => Math.round(value * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianMemory(samples: Memory[]): Memory {
  const keys = Object.keys(samples[0]!) as (keyof Memory)[];
  return Object.fromEntries(
    keys.map((key) => [key, round2(median(samples.map((sample) => sample[key])))]),
  ) as Memory;
}

/** The figures of one build: medians over its rounds, with min and max. */
function summarise(runs: Measurement[]) {
  const spread = (pick: (run: Measurement) => number) => {
    const values = runs.map(pick);
    return {
      median: round2(median(values)),
      min: round2(Math.min(...values)),
      max: round2(Math.max(...values)),
    };
  };
  const titles = Object.keys(runs[0]!.hotPaths);
  return {
    firstStartMs: spread((run) => run.firstStart.ms),
    firstStartCpuSeconds: spread((run) => run.firstStart.cpuSeconds),
    secondStartMs: spread((run) => run.secondStart.ms),
    secondStartCpuSeconds: spread((run) => run.secondStart.cpuSeconds),
    idleAfterFirstStart: medianMemory(runs.map((run) => run.idleAfterFirstStart)),
    idleAfterSecondStart: medianMemory(runs.map((run) => run.idleAfterSecondStart)),
    underLoadPeak: medianMemory(runs.map((run) => run.underLoad.peak)),
    underLoadMedian: medianMemory(runs.map((run) => run.underLoad.median)),
    hotPaths: Object.fromEntries(
      titles.map((title) => [
        title,
        {
          requestsPerSecond: spread((run) => run.hotPaths[title]!.requestsPerSecond),
          p50Ms: spread((run) => run.hotPaths[title]!.p50Ms),
          p99Ms: spread((run) => run.hotPaths[title]!.p99Ms),
          errors: runs.reduce((sum, run) => sum + run.hotPaths[title]!.errors, 0),
        },
      ]),
    ),
  };
}

/** A/B per round, then the median of those ratios (and their range). */
function ratios(a: Measurement[], b: Measurement[]) {
  const ratio = (pick: (run: Measurement) => number) => {
    const values = a.map((run, index) => pick(run) / pick(b[index]!));
    return {
      median: round2(median(values)),
      min: round2(Math.min(...values)),
      max: round2(Math.max(...values)),
    };
  };
  const titles = Object.keys(a[0]!.hotPaths);
  return {
    firstStartMs: ratio((run) => run.firstStart.ms),
    secondStartMs: ratio((run) => run.secondStart.ms),
    firstStartCpu: ratio((run) => run.firstStart.cpuSeconds),
    secondStartCpu: ratio((run) => run.secondStart.cpuSeconds),
    idleTotalPss: ratio((run) => run.idleAfterSecondStart.totalPssMb),
    loadPeakTotalPss: ratio((run) => run.underLoad.peak.totalPssMb),
    requestsPerSecond: Object.fromEntries(
      titles.map((title) => [title, ratio((run) => run.hotPaths[title]!.requestsPerSecond)]),
    ),
  };
}

async function main() {
  const builds = [describe(REPOSITORY_ROOT)];
  const other = process.argv[2];
  if (other) builds.push(describe(resolve(process.env.INIT_CWD ?? process.cwd(), other)));
  const runs = new Map<Build, Measurement[]>(builds.map((build) => [build, []]));
  const loadAverages: number[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      console.log(`round ${round + 1}/${ROUNDS}: ${build.label}`);
      const measurement = await measure(build);
      console.log(JSON.stringify(measurement));
      runs.get(build)!.push(measurement);
      loadAverages.push(readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number));
    }
  }
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverageOneMinute: {
      min: Math.min(...loadAverages.map((load) => load[0]!)),
      max: Math.max(...loadAverages.map((load) => load[0]!)),
    },
    builds: builds.map((build) => ({ ...build, ...summarise(runs.get(build)!) })),
    ...(builds.length === 2
      ? { ratioFirstToSecond: ratios(runs.get(builds[0]!)!, runs.get(builds[1]!)!) }
      : {}),
    runs: builds.map((build) => ({ label: build.label, runs: runs.get(build) })),
  };
  mkdirSync(join(REPOSITORY_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(REPOSITORY_ROOT, 'bench', 'results', 'embedded-database.json'),
    JSON.stringify(results, null, 2),
  );
  const { runs: _runs, ...summary } = results;
  console.log(JSON.stringify(summary, null, 2));
}

await main();

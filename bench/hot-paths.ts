// The student hot paths against the health route of the same server in the same run: many
// students, each with their own account, token, address and running mock, load the catalogue,
// load their running mock and submit answers to it over a fixed number of kept-alive
// connections (autocannon, each request as the next student in turn). Runs the production
// build on the embedded database `npm start` uses and, when a PostgreSQL server is reachable,
// on a fresh database of its own there. Prints the table of bench/README.md; figures also go
// to bench/results/hot-paths.json.
//
//   npm run bench                       (builds first; then the load figures and this table)
//   HOT_PATH_STUDENTS=150 HOT_PATH_CONNECTIONS=50 HOT_PATH_SECONDS=8 npm run hot-paths -w @prepward/bench
//   HOT_PATH_ROOT=../other-checkout ... measures that checkout's build (before and after)
//   HOT_PATH_ONLY=catalogue HOT_PATH_DATABASE=postgres \
//     BENCH_SERVER_NODE_FLAGS='--inspect=127.0.0.1:9229' npm run hot-paths -w @prepward/bench
//     (a CPU profile of the measured phase only: start the profiler through the inspector
//     once the health figures are printed; '--cpu-prof' profiles the start-up too)
//   HOT_PATH_KEEP_DATABASE=1 ... leaves the PostgreSQL database for EXPLAIN (ANALYZE, BUFFERS)
//   HOT_PATH_ACCEPT_ENCODING=identity ... as a client that takes no gzip (a browser takes it)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_DATABASE_URL } from './bench-database';
import { start, stop, type Running } from './embedded-database-server';
import { makeStudents, mockAnswer } from './embedded-database-students';
import { client } from './load-client';
import { sleep } from './mock-exam';
import { withCpu } from './process-stats';
import { REPOSITORY_ROOT } from './server';

/**
 * autocannon keeps each reply's body as a string, decoding its bytes as UTF-8: for a gzipped
 * reply (bytes that are not text) that cost its one thread more than the server spent making
 * the reply, and the client, not the server, set the pace. Nothing here reads a body, so the
 * client counts the bytes and keeps none, as wrk does. (A bare Node server's 11 kB reply of
 * random bytes: 23,000 req/s decoded, 46,000 not; its 600-byte reply 50,000.)
 */
const pipelinedRequests = createRequire(import.meta.url)(
  'autocannon/lib/pipelinedRequestsQueue.js',
) as { prototype: { addBody: (data: Buffer) => void } };
pipelinedRequests.prototype.addBody = () => {};

const STUDENTS = Number(process.env.HOT_PATH_STUDENTS ?? 150);
const CONNECTIONS = Number(process.env.HOT_PATH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.HOT_PATH_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
/** The checkout whose build is measured (another one, built, to compare before and after). */
const BUILD_ROOT = process.env.HOT_PATH_ROOT ?? REPOSITORY_ROOT;
/** For profiling: only the routes whose title contains this, and only this database. */
const ONLY_ROUTE = process.env.HOT_PATH_ONLY;
const ONLY_DATABASE = process.env.HOT_PATH_DATABASE as 'embedded' | 'postgres' | undefined;
/** What the students' requests say they take, as a browser's do by default. */
const ACCEPT_ENCODING = process.env.HOT_PATH_ACCEPT_ENCODING ?? 'gzip';

type Students = Awaited<ReturnType<typeof makeStudents>>;
/** A student of the run, with the ETag of their test's questions as their browser keeps it. */
type Student = Students['students'][number] & { questionsEtag: string };
type Path = {
  title: string;
  method: 'GET' | 'POST';
  path: (student: Student, round: number) => string;
  body?: (student: Student, round: number) => string;
  headers?: (student: Student) => Record<string, string>;
  /** 304 Not Modified is this route's success (a revalidation); else any 2xx. */
  notModified?: true;
  /** Sent without a token, as the health route is. */
  anonymous?: boolean;
};
type Figures = {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds per request of the server, the database and the load generator. */
  cpu: { server: number | null; database: number | null; generator: number | null };
};

function paths(examId: string): Path[] {
  return [
    {
      title: 'health (one trivial query)',
      method: 'GET',
      path: () => '/api/v1/health',
      anonymous: true,
    },
    {
      title: 'catalogue `GET /user/exam?perPage=10`',
      method: 'GET',
      path: () => '/api/v1/user/exam?perPage=10',
    },
    {
      title: 'load a running test in one reply `GET /user/test/{exam}/{test}`',
      method: 'GET',
      path: (student) => `/api/v1/user/test/${examId}/${student.testId}`,
    },
    {
      title: 'the exam page: the state `GET /user/test/{exam}/{test}/state`',
      method: 'GET',
      path: (student) => `/api/v1/user/test/${examId}/${student.testId}/state`,
    },
    {
      title: 'the exam page: its questions revalidated (304) `GET …/questions`',
      method: 'GET',
      path: (student) => `/api/v1/user/test/${examId}/${student.testId}/questions`,
      headers: (student) => ({ 'if-none-match': student.questionsEtag }),
      notModified: true,
    },
    {
      title: 'submit an answer to a mock',
      method: 'POST',
      path: (student) => `/api/v1/user/test/${examId}/${student.testId}`,
      body: (student, round) => JSON.stringify(mockAnswer(student, round)),
    },
  ];
}

/** One path for `seconds` over the connections, each request as the next student. */
async function measure(base: string, path: Path, students: Student[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: path.method,
        setupRequest: (request) => {
          const round = next;
          next += 1;
          const student = students[round % students.length]!;
          const studentRound = Math.floor(round / students.length);
          return {
            ...request,
            path: path.path(student, studentRound),
            headers: {
              'accept-encoding': ACCEPT_ENCODING,
              'x-forwarded-for': student.address,
              ...(path.anonymous ? {} : { authorization: `Bearer ${student.token}` }),
              ...(path.body ? { 'content-type': 'application/json' } : {}),
              ...path.headers?.(student),
            },
            ...(path.body ? { body: path.body(student, studentRound) } : {}),
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    title: path.title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      result.errors +
      result.timeouts +
      (path.notModified
        ? result['1xx'] + result['2xx'] + result['4xx'] + result['5xx']
        : result.non2xx),
  };
}

/** The server answers health before its demo catalogue is in: wait for the catalogue. */
async function demoCatalogue(running: Running) {
  for (let waited = 0; waited < 600; waited += 1) {
    const reply = await client(running.base, '', '127.0.0.1').get('/public/exams');
    const { data } = JSON.parse(await reply.text()) as { data?: { exams?: unknown[] } };
    if ((data?.exams?.length ?? 0) > 0) return;
    await sleep(100);
  }
  throw new Error('the demo catalogue did not appear');
}

async function measureServer(label: string, running: Running) {
  await demoCatalogue(running);
  const made = await makeStudents(running, STUDENTS);
  const { examId } = made;
  // The browser's copy of each test's questions, as the exam page's first load leaves it.
  const students: Student[] = await Promise.all(
    made.students.map(async (student) => {
      const reply = await fetch(
        `${running.base}/api/v1/user/test/${examId}/${student.testId}/questions`,
        {
          headers: { authorization: `Bearer ${student.token}`, 'x-forwarded-for': student.address },
        },
      );
      await reply.arrayBuffer();
      return { ...student, questionsEtag: reply.headers.get('etag') ?? '' };
    }),
  );
  const figures: Figures[] = [];
  for (const path of paths(examId).filter(
    (route, index) => !ONLY_ROUTE || index === 0 || route.title.includes(ONLY_ROUTE),
  )) {
    console.error(`${label}: measuring ${path.title}`);
    await measure(running.base, path, students, WARM_UP_SECONDS);
    const { route, ...cpu } = await withCpu(running.child, async () => ({
      route: await measure(running.base, path, students, SECONDS),
    }));
    const { requests: _requests, ...measured } = route;
    figures.push({
      ...measured,
      cpu: {
        server: cpu.serverCpuMsPerRequest,
        database: cpu.databaseCpuMsPerRequest,
        generator: cpu.generatorCpuMsPerRequest,
      },
    });
    console.error(`${label}: ${JSON.stringify(figures.at(-1))}`);
  }
  return figures;
}

/** A fresh database on the PostgreSQL server, or null when none answers. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `bench_hot_paths_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // For EXPLAIN afterwards: HOT_PATH_KEEP_DATABASE=1 leaves it (and prints its name).
      if (process.env.HOT_PATH_KEEP_DATABASE) return console.error(`kept database ${name}`);
      const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function run(label: string, environment: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-hot-paths-'));
  const { running } = await start({ label, root: BUILD_ROOT }, dataDir, environment);
  try {
    return await measureServer(label, running);
  } finally {
    await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(columns: { label: string; figures: Figures[] }[]) {
  const health = (figures: Figures[]) => figures[0]!.requestsPerSecond;
  const cell = (figures: Figures[], index: number) => {
    const row = figures[index]!;
    const ratio =
      index === 0 ? '' : ` (${(row.requestsPerSecond / health(figures)).toFixed(2)} of health)`;
    const errors = row.errors > 0 ? `, **${row.errors} errors**` : '';
    return `${row.requestsPerSecond.toLocaleString('en')} req/s${ratio}, p99 ${row.p99} ms${errors}`;
  };
  const lines = [
    `| route | ${columns.map((column) => column.label).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...columns[0]!.figures.map(
      (row, index) =>
        `| ${row.title} | ${columns.map((column) => cell(column.figures, index)).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * What each request cost in CPU, and how much of a core the load generator took: a generator
 * near a whole core sets the pace itself, and the route's figure says little of the server.
 */
function cpuTable(columns: { label: string; figures: Figures[] }[]) {
  const ms = (value: number | null) => (value === null ? '?' : value.toFixed(3));
  const cell = ({ cpu, requestsPerSecond }: Figures) => {
    const cores =
      cpu.generator === null
        ? ''
        : ` (${((cpu.generator * requestsPerSecond) / 1000).toFixed(2)} of a core)`;
    return `${ms(cpu.server)} / ${ms(cpu.database)} / ${ms(cpu.generator)}${cores}`;
  };
  return [
    `| CPU ms per request: server / database / load generator | ${columns.map((column) => column.label).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...columns[0]!.figures.map(
      (row, index) =>
        `| ${row.title} | ${columns.map((column) => cell(column.figures[index]!)).join(' | ')} |`,
    ),
  ].join('\n');
}

async function main() {
  const columns: { label: string; figures: Figures[] }[] = [];
  if (ONLY_DATABASE !== 'postgres') {
    columns.push({ label: 'default `npm start` (embedded)', figures: await run('embedded') });
  }
  const postgres = ONLY_DATABASE === 'embedded' ? null : await freshPostgres();
  if (postgres) {
    try {
      columns.push({
        label: 'PostgreSQL',
        figures: await run('postgres', { DATABASE_URL: postgres.url, SEED_DEMO: 'true' }),
      });
    } finally {
      await postgres.drop();
    }
  } else {
    console.error(`No PostgreSQL at ${BENCH_DATABASE_URL}: the embedded database only.`);
  }
  const heading = `${STUDENTS} students, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`;
  const output = `${heading}\n\n${table(columns)}\n\n${cpuTable(columns)}\n`;
  mkdirSync(join(REPOSITORY_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(REPOSITORY_ROOT, 'bench', 'results', 'hot-paths.json'),
    JSON.stringify({ heading, columns }, null, 2),
  );
  console.log(output);
}

await main();

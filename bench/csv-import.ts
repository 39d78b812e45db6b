// Bulk import of 10,000 questions (four options each) through the real endpoint, on the
// embedded database and on PostgreSQL (a fresh schema, when BENCH_POSTGRES_URL or the local
// default answers). While the import runs, a probe keeps asking the server for the health
// check and the exam list, to show it still answers. Figures go to the console and
// bench/results/csv-import.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS = 10_000;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROBE_INTERVAL_MS = 50;
const PROBE_PATHS = ['/public/config', '/health', '/admin/exam?perPage=10'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** 10,000 rows: 5 courses, 40 subjects, single and multiple choice, four options, HTML text. */
function buildCsv(): string {
  const lines = [
    'course,subject,type,question,option_a,option_b,option_c,option_d,correct,explanation',
  ];
  for (let index = 0; index < QUESTIONS; index += 1) {
    const multiple = index % 4 === 0;
    lines.push(
      [
        `Course ${index % 5}`,
        `Subject ${index % 40}`,
        multiple ? 'multiple_choice' : 'single_choice',
        `"<p>Question ${index}: a patient on drug ${index % 97} presents with <strong>symptom ${index % 13}</strong>. What is the most appropriate next step?</p>"`,
        `Option ${index}-a`,
        `Option ${index}-b`,
        `Option ${index}-c`,
        `Option ${index}-d`,
        multiple ? 'a;c' : 'b',
        `"<p>Because of reason ${index}, option b is right and the others are not.</p>"`,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function startServer(database: 'embedded' | 'postgres', schema?: string) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench', 'csv-import-server.ts')],
    {
      cwd: join(root, 'bench'),
      env: {
        PATH: process.env.PATH,
        BENCH_PORT: String(port),
        BENCH_DATABASE: database,
        BENCH_POSTGRES_URL: POSTGRES_URL,
        ...(schema ? { BENCH_SCHEMA: schema } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { server, base: `http://127.0.0.1:${port}/api/v1` };
}

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

type Probe = { path: string; ms: number; status: number };

async function run(database: 'embedded' | 'postgres', csv: string) {
  const schema = database === 'postgres' ? `bench_${randomBytes(5).toString('hex')}` : undefined;
  const { server, base } = await startServer(database, schema);
  try {
    const json = async <T>(path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, init);
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };
    const { jwt } = await json<{ jwt: string }>('/admin/onboarding/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-admin-1' }),
    });
    const auth = { authorization: `Bearer ${jwt}` };
    const { exam } = await json<{ exam: { id: string } }>('/admin/exam/', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench exam',
        description: '',
        subscriptionAmount: 10,
        mockQuestions: 40,
        mockTestTime: 60,
      }),
    });

    // The probes: one loop per endpoint, each asking every 50 ms while the import runs (an
    // endpoint without the database, the health check's one round trip, the exam list), so
    // one slow answer does not hold up the others.
    const probes: Probe[] = [];
    let importing = true;
    const probe = Promise.all(
      PROBE_PATHS.map(async (path) => {
        while (importing) {
          const started = performance.now();
          const response = await fetch(`${base}${path}`, { headers: auth });
          await response.arrayBuffer();
          probes.push({ path, ms: performance.now() - started, status: response.status });
          await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
        }
      }),
    );

    const form = new FormData();
    form.append('csv', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const result = await json<{ questionsAdded: number }>(`/admin/exam/${exam.id}/question`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await probe;

    const detail = await json<{ exam: { questionCount: number } }>(`/admin/exam/${exam.id}`, {
      headers: auth,
    });
    if (result.questionsAdded !== QUESTIONS || detail.exam.questionCount !== QUESTIONS) {
      throw new Error(`expected ${QUESTIONS} questions, got ${detail.exam.questionCount}`);
    }
    const round = (ms: number | undefined) => Math.round(ms ?? 0);
    const summary = (entries: Probe[]) => {
      const sorted = entries.map((entry) => entry.ms).sort((a, b) => a - b);
      return {
        answered: entries.filter((entry) => entry.status === 200).length,
        failed: entries.filter((entry) => entry.status !== 200).length,
        latencyP50Ms: round(sorted[Math.floor(sorted.length / 2)]),
        latencyMaxMs: round(sorted.at(-1)),
      };
    };
    return {
      database,
      questions: QUESTIONS,
      options: QUESTIONS * 4,
      csvMegabytes: Math.round((Buffer.byteLength(csv) / 1048576) * 10) / 10,
      importSeconds: Math.round(seconds * 100) / 100,
      probe: Object.fromEntries(
        PROBE_PATHS.map((path) => [path, summary(probes.filter((entry) => entry.path === path))]),
      ),
    };
  } finally {
    await stopServer(server);
    if (schema) {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const csv = buildCsv();
const results = [await run('embedded', csv)];
if (await postgresAvailable()) results.push(await run('postgres', csv));
else
  console.log(`PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} did not answer: skipped`);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const report = { date: new Date().toISOString(), node: process.version, results };
writeFileSync(join(root, 'bench', 'results', 'csv-import.json'), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));

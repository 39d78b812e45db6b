// Soak: the mock-exam scenario for a long stretch against the production build on PostgreSQL,
// watching the server for growth. BENCH_STUDENTS students, each in a loop: start a mock
// (100 questions), load it, answer every question with a pause between answers (one in ten
// changes the previous answer, the page is reloaded every 20 answers), end it, read its
// analytics, start the next. Every BENCH_SAMPLE_SECONDS the server's resident set, V8 heap
// (as found, and after a full collection), open file descriptors, active handles and the
// database's connections are sampled; at the end a table, the requests and errors, and the
// slope of each over the second half of the run (least squares), with a verdict.
//
//   npm run build && npm run soak -w @prepward/bench
//   BENCH_DATABASE_URL  (default postgres://postgres@127.0.0.1:5432/test; a fresh database is
//                       created beside it and dropped afterwards)
//   BENCH_MINUTES (10), BENCH_STUDENTS (200), BENCH_THINK_MS (1000, mean pause between
//   answers), BENCH_SAMPLE_SECONDS (10)
// Figures: console and bench/results/soak.json. Linux (/proc).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { client, Recorder } from './load-client';
import {
  addressOf,
  REPOSITORY_ROOT,
  sleep,
  startServer,
  stopServer,
  studentToken,
} from './mock-exam';
import { checkCounts, pickOption, seed } from './mock-exam-data';
import { openFileDescriptors, processMemory } from './process-stats';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 10);
const PAGE_RELOAD_EVERY = 20;

// What counts as growth over the second half: per minute.
const THRESHOLDS = {
  rssMb: 1,
  heapAfterGcMb: 0.5,
  fds: 0.5,
  activeResources: 0.5,
  databaseConnections: 0.1,
};

/**
 * Loaded into the server with --import: answers the benchmark's requests over the IPC channel
 * with the process's heap (before and after a full collection, --expose-gc) and its active
 * resources (handles and requests) by type. The channel does not keep the server alive.
 */
const PROBE = `
if (process.send) {
  process.on('message', (message) => {
    if (!message || message.type !== 'soak-sample') return;
    const before = process.memoryUsage();
    globalThis.gc?.();
    const after = process.memoryUsage();
    const resources = {};
    for (const type of process.getActiveResourcesInfo()) resources[type] = (resources[type] ?? 0) + 1;
    process.send({ type: 'soak-sample', id: message.id, heapUsed: before.heapUsed,
      heapUsedAfterGc: after.heapUsed, external: after.external, arrayBuffers: after.arrayBuffers,
      resources });
  });
  process.channel?.unref();
}
`;

type ProbeReply = {
  type: 'soak-sample';
  id: number;
  heapUsed: number;
  heapUsedAfterGc: number;
  external: number;
  arrayBuffers: number;
  resources: Record<string, number>;
};

type Sample = {
  second: number;
  rssMb: number;
  heapUsedMb: number | null;
  heapAfterGcMb: number | null;
  externalMb: number | null;
  fds: number | null;
  activeResources: number | null;
  resources: Record<string, number> | null;
  databaseConnections: number;
  requests: number;
  errors: number;
};

const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10;

/** Least-squares slope of y over x (per unit of x) and the fit's r². */
function regression(points: [number, number][]) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
    syy += (y - meanY) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, r2: sxx === 0 || syy === 0 ? 0 : (sxy * sxy) / (sxx * syy) };
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `prepward_soak_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-soak-'));
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database at the end ends its connections, a closing one of ours included.
  pool.on('connect', (connection) => connection.on('error', () => undefined));
  const query = (text: string, params?: unknown[]) => pool.query(text, params);
  try {
    const { base, server } = await startServer(
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      {
        nodeArguments: [
          '--expose-gc',
          '--import',
          `data:text/javascript,${encodeURIComponent(PROBE)}`,
        ],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      },
    );
    const pid = server.pid!;
    let result;
    try {
      const data = await seed(query, { students: STUDENTS, standing: 0 });
      console.log(`seeded ${STUDENTS} students; ${MINUTES} minutes from now`);

      // ---- the server's own figures, through the probe ----
      let probeId = 0;
      const waiting = new Map<number, (reply: ProbeReply) => void>();
      server.on('message', (message: ProbeReply) => {
        if (message?.type === 'soak-sample') waiting.get(message.id)?.(message);
      });
      const probe = () =>
        new Promise<ProbeReply | null>((resolve) => {
          probeId += 1;
          const id = probeId;
          const timer = setTimeout(() => {
            waiting.delete(id);
            resolve(null);
          }, 5000);
          waiting.set(id, (reply) => {
            clearTimeout(timer);
            waiting.delete(id);
            resolve(reply);
          });
          server.send({ type: 'soak-sample', id });
        });

      // ---- the students ----
      const recorders = {
        start: new Recorder(),
        page: new Recorder(),
        submit: new Recorder(),
        end: new Recorder(),
        analytics: new Recorder(),
      };
      const counted = () =>
        Object.values(recorders).reduce(
          (sum, recorder) => ({
            requests: sum.requests + recorder.latencies.length + (recorder.statuses.get(0) ?? 0),
            errors: sum.errors + recorder.errors,
          }),
          { requests: 0, errors: 0 },
        );
      const startedAt = performance.now();
      const until = startedAt + MINUTES * 60_000;
      const running = () => performance.now() < until;
      const think = () => sleep(THINK_MS * (0.5 + Math.random()));
      let mocksEnded = 0;

      const student = async (userId: string, index: number) => {
        const api = client(base, studentToken(userId), addressOf(index + 1));
        const examPath = `/user/test/${data.examId}`;
        // Spread the first starts over one pause.
        await sleep(Math.random() * THINK_MS);
        while (running()) {
          const started = await recorders.start.time(() => api.post(examPath, { type: 'mock' }));
          if (started === null) {
            await think();
            continue;
          }
          const { testId } = (JSON.parse(started) as { data: { testId: string } }).data;
          const testPath = `${examPath}/${testId}`;
          const page = await recorders.page.time(() => api.get(testPath));
          if (page === null) continue;
          const questions = (
            JSON.parse(page) as { data: { questions: { id: string; options: { id: string }[] }[] } }
          ).data.questions;
          for (let index = 0; index < questions.length && running(); index += 1) {
            await think();
            // One answer in ten changes the one before (a mock answer changes until the end).
            const question = questions[index > 0 && Math.random() < 0.1 ? index - 1 : index]!;
            await recorders.submit.time(() =>
              api.post(testPath, {
                testId,
                answers: [
                  {
                    questionId: question.id,
                    option: pickOption(question.options.map((option) => option.id)),
                    timeSpentSeconds: 5 + Math.floor(Math.random() * 50),
                  },
                ],
              }),
            );
            if ((index + 1) % PAGE_RELOAD_EVERY === 0) {
              await recorders.page.time(() => api.get(testPath));
            }
          }
          if (!running()) break;
          if ((await recorders.end.time(() => api.post(`${testPath}/end`, {}))) !== null) {
            mocksEnded += 1;
          }
          await recorders.analytics.time(() => api.get(`${testPath}/analytics`));
          await think();
        }
      };

      // ---- sampling ----
      const samples: Sample[] = [];
      const takeSample = async () => {
        const second = Math.round((performance.now() - startedAt) / 1000);
        // The resident set first: the probe's collection would lower it.
        const rssKb = processMemory(pid)?.rssKb ?? 0;
        const fds = openFileDescriptors(pid);
        const reply = await probe();
        const connections = await pool.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        const sample: Sample = {
          second,
          rssMb: Math.round(rssKb / 102.4) / 10,
          heapUsedMb: reply && mb(reply.heapUsed),
          heapAfterGcMb: reply && mb(reply.heapUsedAfterGc),
          externalMb: reply && mb(reply.external + reply.arrayBuffers),
          fds,
          activeResources: reply && Object.values(reply.resources).reduce((a, b) => a + b, 0),
          resources: reply?.resources ?? null,
          databaseConnections: Number(connections.rows[0]?.n),
          ...counted(),
        };
        samples.push(sample);
        const { resources: _resources, ...line } = sample;
        console.log(JSON.stringify(line));
      };

      await takeSample();
      const load = Promise.all(data.users.map((userId, index) => student(userId, index)));
      while (running()) {
        const next = startedAt + samples.length * SAMPLE_SECONDS * 1000;
        await sleep(Math.max(0, Math.min(next, until) - performance.now()));
        await takeSample();
      }
      await load;
      // Once the students have stopped: what is left when the load is gone.
      await sleep(SAMPLE_SECONDS * 1000);
      await takeSample();
      const afterLoad = samples.pop()!;

      // ---- the verdict ----
      const secondHalf = samples.filter((sample) => sample.second >= (MINUTES * 60) / 2);
      const trend = (key: keyof typeof THRESHOLDS) => {
        const points = secondHalf
          .filter((sample) => sample[key] !== null)
          .map((sample) => [sample.second / 60, sample[key]!] as [number, number]);
        const { slope, r2 } = regression(points);
        const perMinute = Math.round(slope * 1000) / 1000;
        return {
          perMinute,
          r2: Math.round(r2 * 100) / 100,
          first: points[0]?.[1] ?? null,
          last: points.at(-1)?.[1] ?? null,
          verdict: perMinute > THRESHOLDS[key] ? 'GROWS' : 'no growth trend',
          threshold: THRESHOLDS[key],
        };
      };
      const trends = {
        rssMb: trend('rssMb'),
        heapAfterGcMb: trend('heapAfterGcMb'),
        fds: trend('fds'),
        activeResources: trend('activeResources'),
        databaseConnections: trend('databaseConnections'),
      };
      const grows = Object.entries(trends).filter(([, item]) => item.verdict === 'GROWS');
      const requests = Object.fromEntries(
        Object.entries(recorders).map(([key, recorder]) => {
          const { title: _title, slowSeconds: _slow, ...summary } = recorder.summary(key);
          return [key, summary];
        }),
      );
      await stopServer(server);
      const counts = await checkCounts(query);
      result = {
        date: new Date().toISOString(),
        node: process.version,
        minutes: MINUTES,
        students: STUDENTS,
        thinkMs: THINK_MS,
        sampleSeconds: SAMPLE_SECONDS,
        mocksEnded,
        requests,
        counts,
        trendsOverSecondHalf: trends,
        verdict:
          grows.length === 0
            ? 'no growth trend'
            : `growth: ${grows.map(([key]) => key).join(', ')}`,
        afterLoad,
        samples,
      };
    } finally {
      await stopServer(server);
    }
    printTable(result.samples);
    const { samples: _samples, ...summary } = result;
    console.log(JSON.stringify(summary, null, 2));
    mkdirSync(join(REPOSITORY_ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(REPOSITORY_ROOT, 'bench', 'results', 'soak.json'),
      JSON.stringify(result, null, 2),
    );
  } finally {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(samples: Sample[]) {
  const columns: [string, (sample: Sample) => string | number | null][] = [
    ['s', (sample) => sample.second],
    ['rss MB', (sample) => sample.rssMb],
    ['heap MB', (sample) => sample.heapUsedMb],
    ['heap after GC', (sample) => sample.heapAfterGcMb],
    ['external MB', (sample) => sample.externalMb],
    ['fds', (sample) => sample.fds],
    ['handles', (sample) => sample.activeResources],
    ['db conns', (sample) => sample.databaseConnections],
    ['requests', (sample) => sample.requests],
    ['errors', (sample) => sample.errors],
  ];
  const rows = [
    columns.map(([title]) => title),
    ...samples.map((sample) => columns.map(([, value]) => String(value(sample) ?? '-'))),
  ];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  for (const row of rows) {
    console.log(row.map((cell, index) => cell.padStart(widths[index]!)).join('  '));
  }
}

await main();

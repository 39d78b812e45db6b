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
// Starting a build and reading its processes: embedded-database-server.ts; the students and
// the load: embedded-database-students.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median, medianMemory, round2 } from './embedded-database-figures';
import {
  memory,
  start,
  stop,
  type Build,
  type Memory,
  type Running,
} from './embedded-database-server';
import { hotPaths, makeStudents } from './embedded-database-students';
import { REPOSITORY_ROOT, sleep } from './mock-exam';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

function describe(root: string): Build {
  const commit = execFileSync('git', ['-C', root, 'log', '-1', '--format=%h'], {
    encoding: 'utf8',
  }).trim();
  const server = readFileSync(join(root, 'apps', 'api', 'dist', 'server.js'), 'utf8');
  const database = server.includes('@electric-sql/pglite') ? 'PGlite' : 'embedded PostgreSQL';
  return { label: `${commit} (${database})`, root };
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

// ---- a round ----

async function measure(build: Build) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-bench-default-'));
  try {
    const first = await start(build, dataDir);
    let result;
    try {
      const idleAfterFirstStart = await idleMemory(first.running);
      const { examId, students } = await makeStudents(first.running, CONNECTIONS);
      const load = await hotPaths(first.running, examId, students, SECONDS);
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

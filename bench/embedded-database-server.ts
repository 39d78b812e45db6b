// The build under test as `npm start` runs it (node --enable-source-maps
// apps/api/dist/server.js) in a DATA_DIR of its own, started until /api/v1/health answers and
// stopped with its database, and what its processes (the server, the postmaster and its
// children) use in CPU and memory. Apart from embedded-database.ts, which runs the rounds.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { client } from './load-client';
import { freePort, sleep } from './mock-exam';
import { childProcesses, processCpu, processMemory } from './process-stats';

export const ADMIN = { email: 'bench-admin@prepward.test', password: 'BenchAdmin2024' };
const UNLIMITED = '1000000/1m';

export type Build = { label: string; root: string };

export type Running = { child: ChildProcess; base: string; dataDir: string; errors: () => string };

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
export function memory(running: Running) {
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
export type Memory = ReturnType<typeof memory>;

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

export async function start(
  build: Build,
  dataDir: string,
  /** More settings, such as DATABASE_URL for a PostgreSQL server of one's own. */
  environment: Record<string, string> = {},
) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      // For profiling, e.g. '--cpu-prof --cpu-prof-dir=/tmp/profiles'.
      ...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      join(build.root, 'apps', 'api', 'dist', 'server.js'),
    ],
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
        ...environment,
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

export async function stop(running: Running) {
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

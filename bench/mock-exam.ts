// Pieces of the mock-exam benchmarks (test-taking.ts, soak.ts, embedded-database.ts): the
// production server started on a free loopback port, and student tokens signed as the server
// signs them, each student with an address of their own. The rest is beside it:
// process-stats.ts (CPU and memory from /proc), load-client.ts (HTTP client, latency
// recorder) and mock-exam-data.ts (the exam written into the database, pick counts checked).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench';

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

// Starts the production build (apps/api/dist + apps/web/dist) on a free loopback port with a
// fresh embedded database, for the benchmarks. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** The server at `baseUrl`; `stop()` ends it. `environment` adds to the defaults. */
export async function startServer(environment: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-bench-'));
  const server = spawn(
    process.execPath,
    [join(REPOSITORY_ROOT, 'apps', 'api', 'dist', 'server.js')],
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Canonical and link-preview URLs name the address the benchmark opens.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...environment,
      },
      stdio: 'ignore',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/v1/health`);
  return {
    baseUrl,
    /** The server's DATA_DIR (its outbox holds the mail it sent). */
    dataDir,
    stop: () => {
      server.kill('SIGTERM');
    },
  };
}

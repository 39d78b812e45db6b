// Starts the production build on a fresh embedded database and measures it: request
// throughput and latency with autocannon, and the web bundle's size. Loopback only; every
// run is bounded in time. Figures go to the console and bench/results/latest.json.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
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

function bundleSizes() {
  const assets = join(root, 'apps', 'web', 'dist', 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
  const sized = files.map((file) => {
    const content = readFileSync(join(assets, file));
    return { file, bytes: statSync(join(assets, file)).size, gzipBytes: gzipSync(content).length };
  });
  const html = readFileSync(join(root, 'apps', 'web', 'dist', 'index.html'), 'utf8');
  const initial = sized.filter((asset) => html.includes(asset.file));
  const sum = (list: typeof sized) => list.reduce((total, asset) => total + asset.gzipBytes, 0);
  return {
    chunks: sized.length,
    totalGzipKb: Math.round(sum(sized) / 102.4) / 10,
    initialGzipKb: Math.round(sum(initial) / 102.4) / 10,
    largest: [...sized].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5),
  };
}

async function load(url: string, title: string) {
  const result = await autocannon({ url, connections: 20, duration: 10, title });
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-bench-'));
  const server = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/v1/health`);
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      bundle: bundleSizes(),
      // The health check makes one database round trip; the page is the SPA shell.
      load: [
        await load(`${base}/api/v1/health`, 'GET /api/v1/health'),
        await load(`${base}/user/home`, 'GET /user/home (SPA shell)'),
      ],
    };
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(join(root, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2));
    console.log(JSON.stringify(results, null, 2));
  } finally {
    server.kill('SIGTERM');
  }
}

await main();

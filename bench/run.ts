// Starts the production build on a fresh embedded database and measures it: request
// throughput and latency with autocannon, and the web bundle's size. Loopback only; every
// run is bounded in time. Figures go to the console and bench/results/latest.json.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { REPOSITORY_ROOT, startServer } from './server';

const root = REPOSITORY_ROOT;

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
  const server = await startServer();
  try {
    const base = server.baseUrl;
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
    server.stop();
  }
}

await main();

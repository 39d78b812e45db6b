// Lighthouse in mobile emulation (its default: a mid-range phone on a slow 4G connection,
// simulated) against the production build, with the system Chromium. Never downloads a
// browser: CHROME_PATH, else the usual install paths.
//   npm run bench:lighthouse            measures / and /faq
//   npm run bench:lighthouse -- /user   measures the paths given
//   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse   runs each page 5 times (default 3)
// Each page is measured several times and the run with the median performance score is
// reported (its timings are simulated from the observed run, so a busy machine moves them).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { REPOSITORY_ROOT, startServer } from './server';

const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function chromiumPath(): string {
  const found = process.env.CHROME_PATH ?? CHROMIUM_PATHS.find((path) => existsSync(path));
  if (!found) throw new Error('No Chromium found: install one or set CHROME_PATH.');
  return found;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Runs per page (LIGHTHOUSE_RUNS); the median run by performance score is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  const failedRuns: string[] = [];
  try {
    for (const path of paths.length > 0 ? paths : ['/', '/faq']) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${server.baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        // A run Lighthouse could not complete (a busy machine can lose the navigation) has
        // no scores: note it and leave it out of the median.
        if (result.lhr.runtimeError) failedRuns.push(`${path}: ${result.lhr.runtimeError.code}`);
        else runs.push(result.lhr);
      }
      if (runs.length === 0) throw new Error(`Every Lighthouse run of ${path} failed`);
      const performanceOf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const { categories, audits } = runs[Math.floor(runs.length / 2)]!;
      const score = (id: (typeof CATEGORIES)[number]) =>
        Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        path,
        runs: runs.length,
        failedRuns: failedRuns.filter((run) => run.startsWith(`${path}:`)).length,
        performanceRange: runs.map((lhr) => Math.round(performanceOf(lhr) * 100)).join(' '),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        firstContentfulPaint: audits['first-contentful-paint']?.displayValue,
        largestContentfulPaint: audits['largest-contentful-paint']?.displayValue,
        totalBlockingTime: audits['total-blocking-time']?.displayValue,
        transferred: audits['total-byte-weight']?.displayValue,
      });
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  mkdirSync(join(REPOSITORY_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(REPOSITORY_ROOT, 'bench', 'results', 'lighthouse.json'),
    JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
  );
  console.table(rows);
  if (failedRuns.length > 0) console.log(`Runs left out: ${failedRuns.join(', ')}`);
}

await main();

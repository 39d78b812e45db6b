// Lighthouse in mobile emulation (its default: a mid-range phone on a slow 4G connection,
// simulated) against the production build, with the system Chromium. Never downloads a
// browser: CHROME_PATH, else the usual install paths.
//   npm run bench:lighthouse            measures / and /faq
//   npm run bench:lighthouse -- /faq    measures the paths given
//   npm run bench:lighthouse -- --student
//       measures a signed-in student's pages: All Exams, My Exams, the exam page of a running
//       practice test and the analytics of an ended mock, each on a first visit (empty cache)
//       and again with the cache warm (--student=home,my-exams,exam,analytics: some of them),
//       then the public home page, to compare machines by.
//       Paths under /user given alone are measured signed in too.
//   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse   runs each page 5 times (default 3)
//   LIGHTHOUSE_GRAPH=1 ...   also prints, for each page's median run, what Lighthouse's
//       simulation waited for before the largest paint: every request and long task of its
//       graph, with the simulated start and end (see bench/README.md, "tenth round").
// Each page is measured several times and the run with the median performance score is
// reported (its timings are simulated from the observed run, so a busy machine moves them).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { REPOSITORY_ROOT, startServer } from './server';
import { ADMIN } from './embedded-database-server';
import { makeStudent, signIn, type BenchStudent } from './student-session';

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

const REPORTS = join(REPOSITORY_ROOT, 'bench', 'results', 'lighthouse');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Runs per page (LIGHTHOUSE_RUNS); the median run by performance score is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

const PRINT_GRAPH = Boolean(process.env.LIGHTHOUSE_GRAPH);

/** The simulation's node of a request or a main-thread task, as far as it is read here. */
type SimulatedNode = {
  type: string;
  request?: { url: string; transferSize: number };
};

/**
 * What the last run's simulation of the largest paint (its optimistic graph) waited for: each
 * request and each task of 20 ms or more (at the simulated slowdown), in simulated time. The
 * simulator keeps the timings of its last simulation of each kind.
 */
function largestPaintGraph(): string[] {
  const simulations = (
    Lantern as unknown as {
      Simulation: {
        Simulator: {
          allNodeTimings: Map<string, Map<SimulatedNode, { startTime: number; endTime: number }>>;
        };
      };
    }
  ).Simulation.Simulator.allNodeTimings;
  const timings = simulations.get('optimisticLargestContentfulPaint');
  if (!timings) return ['(no simulation of the largest paint)'];
  const lines: string[] = [];
  for (const [node, { startTime, endTime }] of timings) {
    const span = `${Math.round(startTime)}-${Math.round(endTime)} ms`;
    if (node.request) {
      const { pathname } = new URL(node.request.url);
      lines.push(`${span}  ${(node.request.transferSize / 1024).toFixed(1)} kB  ${pathname}`);
    } else if (endTime - startTime >= 20) {
      lines.push(`${span}  main thread`);
    }
  }
  return lines;
}

/**
 * How a page is visited. 'public': Lighthouse's own reset (cache and storage cleared), as a
 * first visit. 'cold' and 'warm': signed in (the session is in localStorage, so Lighthouse
 * must not clear storage); 'cold' empties the browser's cache before each run, 'warm' loads
 * the page once beforehand and keeps the cache.
 */
type Visit = 'public' | 'cold' | 'warm';
type Target = { page: string; path: string; visit: Visit };

/** The student pages, by the names `--student=` takes (all four without a list). */
function studentTargets(student: BenchStudent, only: string[]): Target[] {
  const pages: [string, string, string][] = [
    ['home', 'All Exams', '/user/home'],
    ['my-exams', 'My Exams', '/user/my-exams'],
    ['exam', 'exam page (practice, running)', student.practicePath],
    ['analytics', 'analytics (mock, ended)', student.analyticsPath],
  ];
  const chosen = pages.filter(([name]) => only.length === 0 || only.includes(name));
  return chosen.flatMap(([, page, path]) =>
    (['cold', 'warm'] as const).map((visit) => ({ page, path, visit })),
  );
}

async function clearCache(browser: Browser) {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await page.close();
}

/** One visit of the page beforehand, until the network is quiet, so its files are cached. */
async function warmUp(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  await page.close();
}

async function main() {
  const args = process.argv.slice(2);
  const paths = args.filter((arg) => arg.startsWith('/'));
  const studentArg = args.find((arg) => arg === '--student' || arg.startsWith('--student='));
  const withStudent = studentArg !== undefined;
  const studentPages = studentArg?.split('=')[1]?.split(',').filter(Boolean) ?? [];
  const server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const needsStudent = withStudent || paths.some((path) => path.startsWith('/user'));
  let student: BenchStudent | null = null;
  try {
    student = needsStudent ? await makeStudent(server.baseUrl, server.dataDir) : null;
  } catch (error) {
    server.stop();
    throw error;
  }

  const targets: Target[] = paths.flatMap((path): Target[] =>
    path.startsWith('/user')
      ? [
          { page: path, path, visit: 'cold' },
          { page: path, path, visit: 'warm' },
        ]
      : [{ page: path, path, visit: 'public' }],
  );
  if (student && withStudent) {
    targets.push(...studentTargets(student, studentPages));
    // The public home page too, last (its visit clears the session): machines of one kind
    // score the same build very differently, and this page has scored 99 to 100 on those where
    // the student pages' figures in bench/README.md were taken, so it tells how far this
    // machine is from those.
    targets.push({ page: '/ (public, for comparison)', path: '/', visit: 'public' });
  }
  if (targets.length === 0) {
    targets.push(
      { page: '/', path: '/', visit: 'public' },
      { page: '/faq', path: '/faq', visit: 'public' },
    );
  }

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
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  if (student) await signIn(browser, server.baseUrl, student);

  const rows = [];
  const failedRuns: string[] = [];
  try {
    for (const { page, path, visit } of targets) {
      const url = `${server.baseUrl}${path}`;
      const label = `${page} (${visit})`;
      const runs: Result[] = [];
      const graphs = new Map<Result, string[]>();
      if (visit === 'warm') await warmUp(browser, url);
      for (let run = 0; run < RUNS; run += 1) {
        if (visit === 'cold') await clearCache(browser);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // Signed in, performance alone: the other categories' audits double a run's time.
          onlyCategories: visit === 'public' ? [...CATEGORIES] : ['performance'],
          disableStorageReset: visit !== 'public',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
        // A run Lighthouse could not complete (a busy machine can lose the navigation) has
        // no scores: note it and leave it out of the median.
        if (result.lhr.runtimeError) failedRuns.push(`${label}: ${result.lhr.runtimeError.code}`);
        else if (visit !== 'public' && new URL(result.lhr.finalDisplayedUrl).pathname === '/signin')
          throw new Error(`${label} went to the sign-in page: the session was not kept`);
        else {
          runs.push(result.lhr);
          if (PRINT_GRAPH) graphs.set(result.lhr, largestPaintGraph());
        }
      }
      if (runs.length === 0) throw new Error(`Every Lighthouse run of ${label} failed`);
      const performanceOf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const median = runs[Math.floor(runs.length / 2)]!;
      if (PRINT_GRAPH) {
        console.log(`\n${label}, the median run's largest paint waited for:`);
        console.log((graphs.get(median) ?? []).map((line) => `  ${line}`).join('\n'));
      }
      // The whole report of the median run, to look into (bench/results/lighthouse/).
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(
        join(REPORTS, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`),
        JSON.stringify(median),
      );
      const { categories, audits } = median;
      const score = (id: (typeof CATEGORIES)[number]) =>
        categories[id] ? Math.round((categories[id].score ?? 0) * 100) : undefined;
      rows.push({
        page,
        visit,
        runs: runs.length,
        failedRuns: failedRuns.filter((failed) => failed.startsWith(`${label}:`)).length,
        performanceRange: runs.map((lhr) => Math.round(performanceOf(lhr) * 100)).join(' '),
        performance: score('performance'),
        totalBlockingTime: audits['total-blocking-time']?.displayValue,
        largestContentfulPaint: audits['largest-contentful-paint']?.displayValue,
        firstContentfulPaint: audits['first-contentful-paint']?.displayValue,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        transferred: audits['total-byte-weight']?.displayValue,
        // Chrome's calibration of this machine's CPU (a mid-range phone scores about 1,000).
        benchmarkIndex: Math.round(median.environment.benchmarkIndex),
        path,
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    server.stop();
  }
  mkdirSync(join(REPOSITORY_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(REPOSITORY_ROOT, 'bench', 'results', 'lighthouse.json'),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: loadAverage(), rows }, null, 2),
  );
  console.table(
    rows.map(
      ({
        page,
        visit,
        performance,
        performanceRange,
        totalBlockingTime,
        largestContentfulPaint,
        benchmarkIndex,
      }) => ({
        page,
        visit,
        performance,
        'runs (performance)': performanceRange,
        TBT: totalBlockingTime,
        LCP: largestContentfulPaint,
        'benchmark index': benchmarkIndex,
      }),
    ),
  );
  if (failedRuns.length > 0) console.log(`Runs left out: ${failedRuns.join(', ')}`);
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '';
  }
}

await main();

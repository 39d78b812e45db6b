// What a signed-in student's page costs the main thread on its way to the first screen, for
// finding what to change (bench/lighthouse.ts gives the scores). Starts the production build
// as the Lighthouse benchmark does (run `npm run build` first), makes the same student, and
// loads each page in Chromium with the CPU slowed down 4× (as Lighthouse's mobile emulation
// assumes), cold (cache cleared) and warm. Reports per load: React commits until the page is
// quiet and how many components each rendered, long tasks and their blocking time (the part
// of each task over 50 ms), and the script time; writes a CPU profile of each load to
// bench/results/profiles/ (open it in Chrome's Performance panel).
//   npm run profile:student -w @prepward/bench                 every page, 3 loads each
//   npm run profile:student -w @prepward/bench -- home,exam     some of them
//   PROFILE_RUNS=5 PROFILE_THROTTLE=1 ...                       more loads, no slow-down
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { ADMIN } from './embedded-database-server';
import { REPOSITORY_ROOT, startServer } from './server';
import { makeStudent, signIn } from './student-session';

const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 3) || 3);
const THROTTLE = Number(process.env.PROFILE_THROTTLE ?? 4) || 4;
const PROFILES = join(REPOSITORY_ROOT, 'bench', 'results', 'profiles');

/**
 * Installed before the app's scripts: the React DevTools hook, as a counter. React calls
 * onCommitFiberRoot after every commit; a component counts as rendered when its props or
 * state are not the ones of its previous fiber (a bailout keeps both).
 */
const HOOK = `(() => {
  const commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    return type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || null;
  };
  window.__profileCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // As React DevTools does: a fiber rendered when it is new or did work (PerformedWork);
      // a subtree whose child list was not cloned was not visited by this render at all.
      let rendered = 0;
      const names = new Map();
      const origins = new Set();
      const visit = (fiber, parentRendered) => { // parentRendered: the nearest component above
        const previous = fiber.alternate;
        const name = nameOf(fiber);
        const did = !previous || (fiber.flags & 1) === 1;
        if (did && name) {
          rendered += 1;
          names.set(name, (names.get(name) || 0) + 1);
          if (!parentRendered && previous) origins.add(name);
        }
        if (!previous || fiber.child !== previous.child) {
          for (let child = fiber.child; child; child = child.sibling) visit(child, name ? did : parentRendered);
        }
      };
      visit(root.current, false);
      const top = [...names.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, c]) => n + '×' + c).join(' ');
      commits.push({ at: Math.round(performance.now()), rendered, top: 'from ' + [...origins].slice(0, 8).join(',') + ' | ' + top });
    },
  };
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

type Load = {
  commits: { at: number; rendered: number; top: string }[];
  longTasks: [number, number][];
  scriptMs: number;
  taskMs: number;
};

async function load(page: Page, url: string, cold: boolean, profileFile: string): Promise<Load> {
  const session = await page.createCDPSession();
  if (cold) await session.send('Network.clearBrowserCache');
  await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Performance.enable');
  await page.evaluateOnNewDocument(HOOK);
  await session.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  // Quiet for a second more: late commits (a query that answered last) still count.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { profile } = await session.send('Profiler.stop');
  writeFileSync(profileFile, JSON.stringify(profile));
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const result = await page.evaluate(() => {
    const w = globalThis as unknown as {
      __profileCommits: Load['commits'];
      __longTasks: Load['longTasks'];
    };
    return { commits: w.__profileCommits, longTasks: w.__longTasks };
  });
  await session.detach();
  return {
    ...result,
    scriptMs: Math.round(metric('ScriptDuration') * 1000),
    taskMs: Math.round(metric('TaskDuration') * 1000),
  };
}

async function main() {
  const only = (process.argv[2] ?? '').split(',').filter(Boolean);
  const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const student = await makeStudent(server.baseUrl, server.dataDir);
    const pages: [string, string][] = [
      ['home', '/user/home'],
      ['my-exams', '/user/my-exams'],
      ['exam', student.practicePath],
      ['analytics', student.analyticsPath],
    ];
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    mkdirSync(PROFILES, { recursive: true });
    try {
      await signIn(browser, server.baseUrl, student);
      for (const [name, path] of pages) {
        if (only.length > 0 && !only.includes(name)) continue;
        for (const cold of [true, false]) {
          for (let run = 0; run < RUNS; run += 1) {
            const page = await browser.newPage();
            await page.setViewport({
              width: 412,
              height: 823,
              deviceScaleFactor: 1.75,
              isMobile: true,
            });
            const label = `${name}-${cold ? 'cold' : 'warm'}-${run + 1}`;
            const result = await load(
              page,
              `${server.baseUrl}${path}`,
              cold,
              join(PROFILES, `${label}.cpuprofile`),
            );
            await page.close();
            const blocking = result.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
            console.log(
              `${label}: ${result.commits.length} commits, ` +
                `${result.longTasks.length} long tasks (blocking ${blocking} ms, longest ` +
                `${Math.max(0, ...result.longTasks.map(([, d]) => d))} ms), script ${result.scriptMs} ms, tasks ${result.taskMs} ms`,
            );
            if (process.env.PROFILE_VERBOSE) {
              for (const commit of result.commits)
                console.log(
                  `  commit at ${commit.at} ms: ${commit.rendered} rendered: ${commit.top}`,
                );
              console.log(
                `  long tasks: ${result.longTasks.map(([s, d]) => `${s}+${d}`).join(' ')}`,
              );
            }
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

await main();

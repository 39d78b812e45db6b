// The home page's bundle budget (bench/README.md): what a phone downloads for `/`, measured
// on the production build the e2e server runs. Fails when the JavaScript or CSS grows past the
// limits, when a stylesheet of a component the page does not use creeps in, or when code of the
// signed-in areas ends up among the page's files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { STUDENT_LAYOUT, STUDENT_ROUTES } from '../apps/web/student-routes';

/**
 * Gzipped bytes, everything the home page can load (bench/README.md, "Bundle budget"). The
 * JavaScript's last 500 B: the page heading the FAQ page shares with the student pages, now in
 * the file all of them load (apps/web/chunking.ts), which saves each student page requests.
 */
const HOME_BUDGET = { javascript: 100_500, css: 12_000 };

const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const MANTINE_STYLES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '@mantine',
  'core',
  'styles',
);

type ChunkReport = Record<
  string,
  { imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>;

/** Modules that belong to the signed-in areas or the app's router, never to the public pages. */
const NOT_FOR_PUBLIC_PAGES = [
  /^src\/features\/(?!marketing\/)/,
  /^src\/app\/(router|guards|root|providers)\.tsx$/,
  /^src\/app\/layouts\/(user|admin|auth)-layout|^src\/app\/layouts\/dashboard-shell/,
  /node_modules\/(react-router|@tanstack|zod|dayjs|recharts|@tiptap|mantine-datatable)\//,
  /node_modules\/@mantine\/(notifications|modals|dates|charts|tiptap|dropzone|form)\//,
];

/** Size on the wire with gzip: the build's own .gz copy (files under 1 KB have none). */
function gzippedSize(file: string): number {
  const path = join(WEB_DIST, file);
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
}

function assetsOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
}

/** The page's stylesheets: linked, or written into the page (`<style data-href>`, see prerender.ts). */
function stylesheetsOf(html: string): string[] {
  return assetsOf(
    html,
    /<(?:link[^>]*rel="stylesheet"[^>]*href|style[^>]*data-href)="([^"]+\.css)"/g,
  );
}

/** The page's script and everything it can import, statically or on demand. */
function javascriptOf(html: string, report: ChunkReport): string[] {
  const files = new Set<string>();
  const queue = assetsOf(
    html,
    /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
  );
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const chunk = report[file];
    if (!chunk) throw new Error(`${file} is not in the build's chunk report`);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...files];
}

// Mantine's class names: most have eight hex digits, a few fewer.
const mantineClass = /\bm_[0-9a-f]{5,8}\b/g;

/** Which Mantine stylesheet (one per component) defines each of Mantine's class names. */
function mantineStylesheetOfClass(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(MANTINE_STYLES)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const css = readFileSync(join(MANTINE_STYLES, file), 'utf8');
    for (const name of css.match(mantineClass) ?? []) owners.set(name, file);
  }
  return owners;
}

function chunkReport(): ChunkReport {
  return JSON.parse(
    readFileSync(join(WEB_DIST, '.vite', 'chunk-modules.json'), 'utf8'),
  ) as ChunkReport;
}

/**
 * Gzipped JavaScript bytes each signed-in student page (every route under /user) loads for its
 * first screen (bench/README.md, "Bundle budget of the student pages"): the files its page
 * (the route's shell, apps/web/route-shells.ts) names, which must be every file the app's
 * start, the student layout and the page import statically. What a page loads only on demand
 * (a dialog, a drawer) is not counted.
 */
const STUDENT_BUDGETS: Record<string, number> = {
  '/user': 262_000,
  '/user/home': 256_000,
  '/user/home/all-exams/view/:examId': 256_000,
  '/user/my-exams': 258_000,
  '/user/my-exams/:examId/exam': 264_000,
  '/user/my-exams/:examId/analytics': 262_000,
  '/user/my-exams/:examId/notes': 257_000,
  '/user/my-exams/:examId/progress': 258_000,
  '/user/flashcards': 294_000,
  '/user/cart': 256_000,
  '/user/cart/result': 256_000,
  '/user/account': 295_000,
  '/user/support': 291_000,
};

/** Each request is a round trip queued behind the browser's six connections on a phone. */
const STUDENT_PAGE_FILES = 20;

/** The file of the build that holds `module`. */
function chunkOf(report: ChunkReport, module: string): string {
  const file = Object.keys(report).find((name) => module in report[name]!.modules);
  if (!file) throw new Error(`${module} is in no file of the build's chunk report`);
  return file;
}

/** The files given and every file they import statically, directly or not. */
function staticImportsOf(files: string[], report: ChunkReport): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = report[file];
    if (!chunk) throw new Error(`${file} is not in the build's chunk report`);
    queue.push(...chunk.imports);
  }
  return [...seen];
}

test.describe('bundle budget of the student pages', () => {
  test('every student route has a budget', () => {
    expect(Object.keys(STUDENT_BUDGETS).sort()).toEqual(
      STUDENT_ROUTES.map((route) => route.path).sort(),
    );
  });

  for (const { path, page } of STUDENT_ROUTES) {
    test(`${path}: its page names every file of its first screen, within budget`, async ({
      request,
    }) => {
      const address = path.replace(':examId', '00000000-0000-4000-8000-000000000000');
      const html = await (await request.get(address)).text();
      const report = chunkReport();
      const named = assetsOf(
        html,
        /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
      );
      const needed = staticImportsOf(
        [...named, ...[STUDENT_LAYOUT, page].map((module) => chunkOf(report, module))],
        report,
      );
      // Nothing waits for the app to run before it is asked for.
      expect(needed.filter((file) => !named.includes(file))).toEqual([]);
      const javascript = named.reduce((total, file) => total + gzippedSize(file), 0);
      test.info().annotations.push({
        type: path,
        description: `JavaScript ${javascript} B gzip in ${named.length} files`,
      });
      expect(
        javascript,
        `JavaScript of ${path} (gzip bytes): ${named.join(', ')}`,
      ).toBeLessThanOrEqual(STUDENT_BUDGETS[path]!);
      expect(named.length, named.join(', ')).toBeLessThanOrEqual(STUDENT_PAGE_FILES);
    });
  }
});

test.describe('bundle budget of the home page', () => {
  test('its JavaScript and CSS stay within budget, in few files', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const report = chunkReport();

    const scripts = javascriptOf(html, report);
    const styles = stylesheetsOf(html);
    const javascript = scripts.reduce((total, file) => total + gzippedSize(file), 0);
    const css = styles.reduce((total, file) => total + gzippedSize(file), 0);
    test.info().annotations.push({
      type: 'home page',
      description: `JavaScript ${javascript} B gzip in ${scripts.length} files, CSS ${css} B in ${styles.length}`,
    });

    expect(javascript, `JavaScript of / (gzip bytes): ${scripts.join(', ')}`).toBeLessThanOrEqual(
      HOME_BUDGET.javascript,
    );
    expect(css, `CSS of / (gzip bytes): ${styles.join(', ')}`).toBeLessThanOrEqual(HOME_BUDGET.css);
    // Each request is a round trip on a phone. (One of them is the 29-byte module that carries
    // the public pages' Mantine CSS, kept apart so that it never reaches the app: chunking.ts.)
    expect(scripts.length).toBeLessThanOrEqual(7);
    expect(styles.length).toBeGreaterThan(0);
    // Written into the page's HTML by prerender.ts, so not requests of their own.
    expect(styles.length).toBeLessThanOrEqual(4);
  });

  test('none of its files holds code of the signed-in areas or the app router', async ({
    request,
  }) => {
    const report = chunkReport();
    for (const path of ['/', '/faq']) {
      const html = await (await request.get(path)).text();
      const modules = javascriptOf(html, report).flatMap((file) =>
        Object.keys(report[file]!.modules),
      );
      expect(modules.length, path).toBeGreaterThan(20);
      expect(
        modules.filter((module) => NOT_FOR_PUBLIC_PAGES.some((pattern) => pattern.test(module))),
        path,
      ).toEqual([]);
    }
  });

  test('its CSS holds the stylesheets of the Mantine components it shows, and no others', async ({
    request,
  }) => {
    const owners = mantineStylesheetOfClass();
    const pages = await Promise.all(
      ['/', '/faq'].map(async (path) => (await request.get(path)).text()),
    );
    const styles = [...new Set(pages.flatMap(stylesheetsOf))];
    const css = styles.map((file) => readFileSync(join(WEB_DIST, file), 'utf8')).join('\n');

    const componentsOf = (text: string) =>
      new Set((text.match(mantineClass) ?? []).map((name) => owners.get(name) ?? name));
    const shown = componentsOf(
      pages.map((page) => page.replace(/<style[\s\S]*?<\/style>/g, '')).join(''),
    );
    const styled = componentsOf(css);
    // Every component on the pages is styled...
    expect([...shown].filter((component) => !styled.has(component))).toEqual([]);
    // ...and no stylesheet is there for a component the pages do not show.
    expect([...styled].filter((component) => !shown.has(component))).toEqual([]);
  });
});

test.describe("the app's Mantine styles", () => {
  test('hold the stylesheet of every Mantine component its code can show, and no others', () => {
    const owners = mantineStylesheetOfClass();
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    // Every file the app can load, its administration's pages too.
    const code = javascriptOf(html, chunkReport())
      .map((file) => readFileSync(join(WEB_DIST, file), 'utf8'))
      .join('\n');
    const css = stylesheetsOf(html)
      .map((file) => readFileSync(join(WEB_DIST, file), 'utf8'))
      .join('\n');
    const componentsOf = (text: string) =>
      new Set(
        (text.match(mantineClass) ?? []).flatMap((name) => {
          const owner = owners.get(name);
          return owner ? [owner] : [];
        }),
      );
    const shown = componentsOf(code);
    const styled = componentsOf(css);
    expect(shown.size).toBeGreaterThan(20);
    // Every component the code can show is styled on the app's first load (app-styles.css)...
    expect([...shown].filter((component) => !styled.has(component))).toEqual([]);
    // ...and no stylesheet is there for a component no code shows.
    expect([...styled].filter((component) => !shown.has(component))).toEqual([]);
  });
});

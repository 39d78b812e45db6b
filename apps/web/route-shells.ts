// The app's page (index.html) once per student route, naming that route's files up front.
// Served as is, index.html names only the app's start; the student layout's and the page's
// files are asked for once the app has downloaded and run and its router has matched the
// address: a second round of requests after the first, on a phone a second or more before
// the page can show. Each shell adds a modulepreload link for every file of the route's
// first screen (and a preload of its stylesheets), so the browser fetches them all at once.
// The scripts go at low priority: the stylesheets, which hold the first paint (the loading
// screen), come first.
// The server sends a shell for its route (plugins/web.ts); other addresses get index.html.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// By path: Node loads this build configuration, and takes no TypeScript from packages.
import {
  SHELLS_FOLDER,
  SHELLS_INDEX,
  type ShellEntry,
} from '../../packages/shared/src/public-pages';
import type { Plugin, Rollup } from 'vite';
import { TYPES_WITHOUT_PARTS } from '../../packages/shared/src/item-types';
import { scriptsAtLowPriority } from './prerender';
import {
  QUESTION_VIEWS,
  QUESTION_VIEWS_META,
  QUESTION_VIEWS_ROUTE,
  STUDENT_LAYOUT,
  STUDENT_ROUTES,
  type EarlyQuestionViews,
} from './student-routes';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function chunkHolding(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && file.moduleIds.includes(module),
  );
  if (!chunk) throw new Error(`route shells: no file of the build holds ${module}`);
  return chunk;
}

/** The chunks given and every chunk they import statically, directly or not. */
function staticClosure(bundle: OutputBundle, chunks: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const queue = [...chunks];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') queue.push(imported);
    }
  }
  return [...seen.values()];
}

/**
 * The exam page's meta element naming each question view's files (those its page does not name
 * already: `named`), for the early data script (QUESTION_VIEWS in student-routes.ts).
 */
function questionViewsMeta(bundle: OutputBundle, root: string, named: Set<string>): string {
  const filesOf = (module: string) => {
    const chunks = staticClosure(bundle, [chunkHolding(bundle, join(root, module))]);
    const styles = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
    return [...new Set([...chunks.map((chunk) => chunk.fileName), ...styles])].filter(
      (file) => !named.has(file),
    );
  };
  const views: EarlyQuestionViews = {
    withoutParts: TYPES_WITHOUT_PARTS,
    parts: filesOf(QUESTION_VIEWS.parts),
    exhibits: filesOf(QUESTION_VIEWS.exhibits),
    case: filesOf(QUESTION_VIEWS.case),
  };
  const content = JSON.stringify(views).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<meta name="${QUESTION_VIEWS_META}" content="${content}">`;
}

const shellFileName = (path: string) =>
  `${path.slice(1).replaceAll('/', '-').replaceAll(':', '') || 'index'}.html`;

/**
 * `earlyData`: the entry that asks for a page's first data before the app runs
 * (src/early-data.ts); each shell runs it first.
 */
export function routeShells(root: string, outDir: string, earlyData: string): Plugin {
  return {
    name: 'prepward-route-shells',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(_options, bundle) {
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const named = new Set(
        [...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!),
      );
      const layout = chunkHolding(bundle, join(root, STUDENT_LAYOUT));
      const early = chunkHolding(bundle, earlyData);
      if (early.imports.length > 0) {
        throw new Error('route shells: the early data script must import nothing');
      }
      // Async: without it the script runs with the deferred ones, after the stylesheets (and, as
      // measured in Chromium, after the app's own files), and its reads go out after the code.
      const earlyScript = `<script type="module" async crossorigin src="/${early.fileName}"></script>`;
      await mkdir(join(outDir, SHELLS_FOLDER), { recursive: true });
      const entries: ShellEntry[] = [];
      for (const route of STUDENT_ROUTES) {
        const chunks = staticClosure(bundle, [
          layout,
          chunkHolding(bundle, join(root, route.page)),
        ]);
        // The largest first: the student area's shared file is most of the bytes.
        const scripts = chunks
          .filter((chunk) => !named.has(chunk.fileName))
          .sort((a, b) => b.code.length - a.code.length)
          .map((chunk) => chunk.fileName);
        const styles = chunks
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
          .filter((file) => !named.has(file));
        // Stylesheets are preloaded, not linked: a link would hold the first paint for them.
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...new Set(styles)].map(
            (file) =>
              `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
          ),
        ];
        // After the app's own files, before the styles.
        const html = template.replace(
          /\n\s*<link rel="stylesheet"/,
          (style: string) => `\n    ${links.join('\n    ')}${style}`,
        );
        if (html === template) throw new Error('route shells: no stylesheet in index.html');
        const views =
          route.path === QUESTION_VIEWS_ROUTE
            ? questionViewsMeta(bundle, root, new Set([...named, ...scripts, ...styles]))
            : '';
        const file = shellFileName(route.path);
        // The early data script goes first, at the usual priority: it is small, and its
        // requests are what the page waits for after its code.
        const withEarlyData = scriptsAtLowPriority(html).replace(
          /<script type="module"/,
          (script: string) => `${earlyScript}\n    ${script}`,
        );
        const shell = views
          ? withEarlyData.replace('</head>', () => `  ${views}\n  </head>`)
          : withEarlyData;
        await writeFile(join(outDir, SHELLS_FOLDER, file), shell);
        entries.push({ path: route.path, file });
      }
      await writeFile(join(outDir, SHELLS_FOLDER, SHELLS_INDEX), JSON.stringify(entries));
    },
  };
}

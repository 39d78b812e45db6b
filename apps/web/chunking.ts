// How the build splits JavaScript into files. Three entries share one set of files: the app
// (main.tsx, every route) and the prerendered home and FAQ pages (home-main.tsx,
// faq-main.tsx). Those two must load only what they use, in few files: every request costs a
// round trip on a phone. So, besides the vendor groups, modules are grouped by which entries
// need them at start: the app and a public page ('shared'), both public pages ('public'), one
// of them ('home', 'faq'), only the app ('vendor', for packages). Pages the app loads lazily
// keep their own chunks. (This relies on imports from package index modules being resolved to
// the files that define them: direct-imports.ts.)
//
// The build also writes dist/.vite/chunk-modules.json, which modules went into which file, for
// the bundle budget test (e2e/budget.spec.ts).
import { relative } from 'node:path';
import type { Plugin } from 'vite';

type EntryName = 'app' | 'home' | 'faq';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/]react-router[\\/]/;
const QUERY = /node_modules[\\/]@tanstack[\\/]/;
const PACKAGE = /node_modules[\\/]/;
// The public pages' per-component Mantine stylesheets (public-styles.ts) stay out of the
// groups: in a group they would ride along into the app with any lazily loaded page that
// shares a module with the public pages, and, loaded after the app's full Mantine CSS in the
// same layer, UnstyledButton's reset would undo Button's and Tab's styles.
const PUBLIC_STYLES = /(@mantine[\\/]core[\\/]styles[\\/]|[\\/]app[\\/]public-styles\.ts$)/;

export const CHUNK_REPORT = '.vite/chunk-modules.json';

/** What the report says of each JavaScript file of the build. */
export type ChunkReport = Record<
  string,
  { imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>;

export function entryChunks(entries: Record<EntryName, string>) {
  // Filled in at the end of module loading, read while chunking (which comes after).
  const startsWith: Record<EntryName, Set<string>> = {
    app: new Set(),
    home: new Set(),
    faq: new Set(),
  };
  const entryIds = new Set(Object.values(entries));

  const plugin: Plugin = {
    name: 'prepward-entry-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    /** Records, for each entry, every module it imports statically (directly or not). */
    buildEnd() {
      for (const [name, entry] of Object.entries(entries) as [EntryName, string][]) {
        const seen = startsWith[name];
        seen.clear();
        const queue = [entry];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
    generateBundle(_options, bundle) {
      const root = this.environment.config.root;
      const report: ChunkReport = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        report[file.fileName] = {
          imports: file.imports,
          dynamicImports: file.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(file.modules).map(([id, module]) => [
              relative(root, id.replace(/^\0/, '')),
              module.renderedLength,
            ]),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(report) });
    },
  };

  const neededAtStart = (id: string, name: EntryName) =>
    !entryIds.has(id) && !PUBLIC_STYLES.test(id) && startsWith[name].has(id);
  const neededByAPublicPage = (id: string) => neededAtStart(id, 'home') || neededAtStart(id, 'faq');

  const groups = [
    { name: 'react', test: REACT, priority: 50 },
    // The app's router and query cache: the public pages start without both.
    { name: 'router', test: ROUTER, priority: 40 },
    { name: 'query', test: QUERY, priority: 40 },
    {
      name: 'shared',
      test: (id: string) => neededAtStart(id, 'app') && neededByAPublicPage(id),
      priority: 30,
    },
    {
      name: 'public',
      test: (id: string) => neededAtStart(id, 'home') && neededAtStart(id, 'faq'),
      priority: 25,
    },
    { name: 'home', test: (id: string) => neededAtStart(id, 'home'), priority: 20 },
    { name: 'faq', test: (id: string) => neededAtStart(id, 'faq'), priority: 20 },
    {
      name: 'vendor',
      test: (id: string) => neededAtStart(id, 'app') && PACKAGE.test(id),
      priority: 10,
    },
  ];

  return { plugin, groups };
}

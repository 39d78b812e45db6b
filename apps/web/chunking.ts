// How the build splits JavaScript into files. Three entries share one set of files: the app
// (main.tsx, every route) and the prerendered home and FAQ pages (home-main.tsx,
// faq-main.tsx). Those two must load only what they use, in few files: every request costs a
// round trip on a phone. So, besides the vendor groups, modules are grouped by which entries
// need them at start: the app (or a student page's first screen) and a public page
// ('shared'), both public pages ('public'), one of them ('home', 'faq'), only the app
// ('vendor', for packages). Pages the app loads lazily keep their own chunks, except what the
// signed-in student's pages share: the student layout and every module two of its pages show
// on their first screen go into one file ('student'), what of it the sign-in pages show too
// into another ('student-common'); what only one of them shows, into that page's file; and the
// exam page's question views, into one file of their own. Left to itself the build cuts that
// into a file per set of pages sharing it: 40 to 70 files per page, each a round trip queued
// behind six connections on a phone. (This relies on imports from package index modules being
// resolved to the files that define them: direct-imports.ts.)
//
// The build also writes dist/.vite/chunk-modules.json, which modules went into which file, for
// the bundle budget test (e2e/budget.spec.ts).
import { basename, relative } from 'node:path';
import type { Plugin } from 'vite';

type EntryName = 'app' | 'home' | 'faq';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/]react-router[\\/]/;
const QUERY = /node_modules[\\/]@tanstack[\\/]/;
const PACKAGE = /node_modules[\\/]/;
const FORMS =
  /(node_modules[\\/](zod|@mantine[\\/]form)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/])/;
const SIGN_IN_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]/;
// The public pages' per-component Mantine stylesheets (public-styles.ts) stay out of the
// groups: in a group they would ride along into the app with any lazily loaded page that
// shares a module with the public pages, and, loaded after the app's Mantine CSS
// (app-styles.css) in the same layer, UnstyledButton's reset would undo Button's and Tab's styles.
const PUBLIC_STYLES = /(@mantine[\\/]core[\\/]styles[\\/]|[\\/]app[\\/]public-styles\.ts$)/;

export const CHUNK_REPORT = '.vite/chunk-modules.json';

/** What the report says of each JavaScript file of the build. */
export type ChunkReport = Record<
  string,
  { imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>;

/**
 * The student area: its layout's module and its pages' modules (student-routes.ts), and the
 * module that loads every page of the app lazily (the router), absolute paths.
 */
export type StudentArea = {
  layout: string;
  pages: string[];
  router: string;
  /** The exam page's question views, which it loads once a test needs them (QUESTION_VIEWS). */
  questionViews: string[];
};

export function entryChunks(entries: Record<EntryName, string>, studentArea: StudentArea) {
  // Filled in at the end of module loading, read while chunking (which comes after).
  const startsWith: Record<EntryName, Set<string>> = {
    app: new Set(),
    home: new Set(),
    faq: new Set(),
  };
  const entryIds = new Set(Object.values(entries));
  const studentShared = new Set<string>();
  // Every module the student layout or one of its pages shows on its first screen.
  const studentFirstScreens = new Set<string>();
  // What the pages one signs in with (sign-in, sign-up, verification, password reset) show at
  // first too.
  const sharedWithSignIn = new Set<string>();
  // What only one student page shows on its first screen, by page: one file with the page.
  const pageOnly = new Map<string, string>();
  // What the exam page's question views show and the first screens do not.
  const questionViews = new Set<string>();

  const plugin: Plugin = {
    name: 'prepward-entry-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    /**
     * Records, for each entry, every module it imports statically (directly or not), and what
     * the student area's pages share.
     */
    buildEnd() {
      const staticImports = (from: string, seen = new Set<string>()) => {
        const queue = [from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      for (const [name, entry] of Object.entries(entries) as [EntryName, string][]) {
        startsWith[name].clear();
        staticImports(entry, startsWith[name]);
      }
      studentShared.clear();
      studentFirstScreens.clear();
      for (const id of staticImports(studentArea.layout)) studentShared.add(id);
      const pagesShowing = new Map<string, number>();
      for (const page of studentArea.pages) {
        for (const id of staticImports(page)) pagesShowing.set(id, (pagesShowing.get(id) ?? 0) + 1);
      }
      for (const id of [...studentShared, ...pagesShowing.keys()]) studentFirstScreens.add(id);
      for (const [id, pages] of pagesShowing) if (pages >= 2) studentShared.add(id);
      pageOnly.clear();
      for (const page of studentArea.pages) {
        for (const id of staticImports(page)) if (!studentShared.has(id)) pageOnly.set(id, page);
      }
      questionViews.clear();
      for (const view of studentArea.questionViews) {
        for (const id of staticImports(view))
          if (!studentFirstScreens.has(id)) questionViews.add(id);
      }
      sharedWithSignIn.clear();
      for (const page of this.getModuleInfo(studentArea.router)?.dynamicallyImportedIds ?? []) {
        if (!SIGN_IN_PAGE.test(page)) continue;
        for (const id of staticImports(page)) if (studentShared.has(id)) sharedWithSignIn.add(id);
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
  // What the app needs at start stays with it: the student area comes after.
  const inStudentGroups = (id: string) =>
    studentShared.has(id) && !startsWith.app.has(id) && !PUBLIC_STYLES.test(id);
  // Not the app's start, a public page's, the student area's shared files or the forms' file.
  const inOwnFiles = (id: string) =>
    !FORMS.test(id) &&
    !studentShared.has(id) &&
    !startsWith.app.has(id) &&
    !neededByAPublicPage(id) &&
    !PUBLIC_STYLES.test(id) &&
    !entryIds.has(id);

  const groups = [
    { name: 'react', test: REACT, priority: 50 },
    // Also what a public page starts with and a student page shows (the page heading, a few
    // icons, 2 kB gzip): left in a public page's own file, it brought that file, the files it
    // imports and their stylesheets to every student page, five requests on a phone.
    {
      name: 'shared',
      test: (id: string) =>
        (neededAtStart(id, 'app') || studentFirstScreens.has(id)) && neededByAPublicPage(id),
      priority: 30,
    },
    {
      name: 'public',
      test: (id: string) => neededAtStart(id, 'home') && neededAtStart(id, 'faq'),
      priority: 25,
    },
    { name: 'home', test: (id: string) => neededAtStart(id, 'home'), priority: 20 },
    { name: 'faq', test: (id: string) => neededAtStart(id, 'faq'), priority: 20 },
    // The app's packages, its router and query cache among them (the public pages start
    // without both): one file, not three, so one request.
    {
      name: 'vendor',
      test: (id: string) =>
        ROUTER.test(id) || QUERY.test(id) || (neededAtStart(id, 'app') && PACKAGE.test(id)),
      priority: 10,
    },
    // What the student pages share with the sign-in pages (form inputs, the schemas of forms):
    // a file of its own, so that signing in does not fetch the student area. (The admin area,
    // used at a desk, loads the student files it shares modules with.)
    // Of that, what only forms use (zod, Mantine's form, the shared schemas): a file of its
    // own, so that a student page without a form on its first screen does not fetch it.
    {
      name: 'forms',
      test: (id: string) => FORMS.test(id) && sharedWithSignIn.has(id) && inStudentGroups(id),
      priority: 7,
      includeDependenciesRecursively: false,
    },
    {
      name: 'student-common',
      test: (id: string) => sharedWithSignIn.has(id) && inStudentGroups(id),
      priority: 6,
      includeDependenciesRecursively: false,
    },
    {
      name: 'student',
      test: inStudentGroups,
      priority: 5,
      // What the pages share imports only what they share, or the app's start (which stays
      // where it is: by default a group takes its modules' imports along).
      includeDependenciesRecursively: false,
    },
    // Each student page with what only it shows on its first screen: left to itself the build
    // splits off what the page shares with a page loaded later (a Mantine component, an icon),
    // a request of a kilobyte each.
    {
      name: (id: string) => {
        const page = pageOnly.get(id);
        return page === undefined ? null : basename(page).replace(/\.tsx?$/, '');
      },
      test: (id: string) => pageOnly.has(id) && inOwnFiles(id),
      priority: 4,
      includeDependenciesRecursively: false,
    },
    // The exam page's question views in one file (and one stylesheet), not in seven: the page
    // asks for them once the test's questions arrive, a round of requests on the way to its
    // first screen.
    {
      name: 'question-views',
      test: (id: string) => questionViews.has(id) && inOwnFiles(id),
      priority: 3,
      includeDependenciesRecursively: false,
    },
  ];

  return { plugin, groups };
}

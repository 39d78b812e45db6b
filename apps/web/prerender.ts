// Prerenders the public pages at build time. After the browser build, a server build of
// src/prerender.tsx renders each page of PUBLIC_PAGES to HTML, which goes into a copy of its
// built HTML file (head tags, content in #root) under dist/prerendered/. The server sends
// those files for their routes; the browser then hydrates them. Development serves the
// public entry for the same routes, rendered in the browser.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from './src/prerender';

type PrerenderModule = {
  PRERENDERED_PAGES: PrerenderedPage[];
  PRERENDERED_FOLDER: string;
  PUBLIC_TEMPLATES: string[];
};

const SERVER_ENTRY = 'src/prerender.tsx';
/** The development server's HTML for the pages with an entry of their own. */
const DEV_TEMPLATES: Record<string, string> = { '/': 'home.html', '/faq': 'faq.html' };

function replaceOnce(html: string, pattern: RegExp | string, replacement: string, what: string) {
  const replaced = html.replace(pattern, () => replacement);
  if (replaced === html) throw new Error(`Prerender: could not find ${what} in the template`);
  return replaced;
}

/**
 * The page's stylesheets written into it as <style> elements (data-href names the file): the
 * first paint then waits for the HTML alone, not for a round trip per stylesheet. For the
 * small public pages only; their CSS has no url() that would resolve differently inline.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [
    ...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g),
  ];
  let inlined = html;
  for (const [link, href = ''] of links) {
    const css = (await readFile(join(outDir, href), 'utf8')).trim();
    if (/url\(|<\/style/i.test(css)) throw new Error(`Prerender: ${href} cannot be inlined`);
    inlined = inlined.replace(link, () => `<style data-href="${href}">${css}</style>`);
  }
  return inlined;
}

/**
 * The small public pages paint from their HTML alone; their scripts only make it interactive.
 * Fetched at low priority, the scripts leave the connection to the document (and images)
 * first on a slow phone network.
 */
export function scriptsAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    (_match, tag: string) => `<${tag} fetchpriority="low"`,
  );
}

/** The built template with the page's head tags and prerendered content. */
export function fillTemplate(template: string, head: string, content: string): string {
  let html = replaceOnce(template, /\s*<title>[\s\S]*?<\/title>/, '', 'the <title>');
  html = replaceOnce(html, /\s*<meta\s+name="description"[\s\S]*?\/>/, '', 'the description');
  html = replaceOnce(html, '</head>', `  ${head}\n  </head>`, '</head>');
  return replaceOnce(
    html,
    /<div id="root">(Loading\.\.\.)?<\/div>/,
    `<div id="root" data-prerendered="true">${content}</div>`,
    'the #root element',
  );
}

export function prerender(outDir: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prepward-prerender',
    // Not in the server build this plugin starts itself.
    apply: (_config, env) =>
      env.command === 'serve' || (env.command === 'build' && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const template = DEV_TEMPLATES[request.url?.split('?')[0] ?? ''];
        if (request.method !== 'GET' || !template) return next();
        readFile(join(config.root, template), 'utf8')
          .then((html) => server.transformIndexHtml(request.url ?? '/', html))
          .then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      });
    },
    closeBundle: {
      // Before the compression plugin lists the files, so the templates are gone by then.
      order: 'pre',
      sequential: true,
      async handler() {
        const serverOutDir = join(config.root, 'node_modules', '.prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: SERVER_ENTRY,
            outDir: serverOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const entry = pathToFileURL(join(serverOutDir, 'prerender.js')).href;
        const { PRERENDERED_PAGES, PRERENDERED_FOLDER, PUBLIC_TEMPLATES } = (await import(
          entry
        )) as PrerenderModule;

        const folder = join(outDir, PRERENDERED_FOLDER);
        await mkdir(folder, { recursive: true });
        for (const page of PRERENDERED_PAGES) {
          const template = await readFile(join(outDir, page.template), 'utf8');
          const html = fillTemplate(template, page.head, await page.render());
          await writeFile(
            join(folder, page.fileName),
            page.inlineStyles ? scriptsAtLowPriority(await inlineStylesheets(html, outDir)) : html,
          );
        }
        for (const template of PUBLIC_TEMPLATES) await rm(join(outDir, template));
        await rm(serverOutDir, { recursive: true, force: true });
      },
    },
  };
}

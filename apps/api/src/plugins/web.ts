// Serves the built web app. The public pages (PUBLIC_PAGES: home, FAQ, sign-in, sign-up) go
// out as the HTML the build prerendered, with this server's PUBLIC_URL filled in for their
// canonical and link-preview URLs; the student routes get the app shell with their own files
// named up front (the build's route shells, SHELLS_FOLDER); every other page route gets the
// app shell (index.html), which renders in the browser. Unknown /api paths get a JSON 404 in
// the error envelope, never a page. robots.txt and sitemap.xml are written from PUBLIC_URL too.
//
// Files go out as the brotli or gzip copies the build made (preCompressed), by the browser's
// Accept-Encoding; content-hashed assets are cached for a year, everything else is revalidated.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  PRERENDERED_FOLDER,
  PUBLIC_PAGES,
  SHELLS_FOLDER,
  SHELLS_INDEX,
  SITE_ORIGIN_PLACEHOLDER,
  prerenderedFileName,
  type ShellEntry,
} from '@prepward/shared/public-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { knownEtags } from '../lib/etag';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** robots.txt and sitemap.xml change only with a deploy or a new PUBLIC_URL. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/** A prerendered page as it goes out: the same bytes in each encoding, and their ETag. */
type ServedPage = { bodies: Record<Encoding, Buffer>; etag: string };

/** The encodings the client accepts, best first (br, then gzip), honouring q=0. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function escapeXml(text: string): string {
  return escapeAttribute(text).replaceAll("'", '&apos;');
}

/** A page as it goes out, compressed once in both encodings. */
async function servedPage(html: string): Promise<ServedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { bodies: { br, gzip: gz, identity }, etag: `"${hash}"` };
}

/** Reads each prerendered page once, fills in the origin, and compresses it in both encodings. */
async function loadPrerenderedPages(
  webRoot: string,
  publicUrl: string,
  warn: (message: string) => void,
): Promise<Map<string, ServedPage>> {
  const pages = new Map<string, ServedPage>();
  for (const page of PUBLIC_PAGES) {
    const file = join(webRoot, PRERENDERED_FOLDER, prerenderedFileName(page.path));
    if (!existsSync(file)) {
      warn(`No prerendered page for ${page.path} (${file}); it gets the app shell`);
      continue;
    }
    const html = (await readFile(file, 'utf8')).replaceAll(
      SITE_ORIGIN_PLACEHOLDER,
      escapeAttribute(publicUrl),
    );
    pages.set(page.path, await servedPage(html));
  }
  return pages;
}

/** The route shells the build wrote, by route (none from a build without them). */
async function loadRouteShells(webRoot: string): Promise<Map<string, ServedPage>> {
  const shells = new Map<string, ServedPage>();
  const index = join(webRoot, SHELLS_FOLDER, SHELLS_INDEX);
  if (!existsSync(index)) return shells;
  const entries = JSON.parse(await readFile(index, 'utf8')) as ShellEntry[];
  for (const entry of entries) {
    const html = await readFile(join(webRoot, SHELLS_FOLDER, entry.file), 'utf8');
    shells.set(entry.path, await servedPage(html));
  }
  return shells;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  reply
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag)
    .type('text/html; charset=utf-8');
  if (knownEtags(request).includes(page.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The signed-in areas and the API have nothing for search engines.
    'Disallow: /user',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.filter((page) => page.inSitemap).map(
    (page) => `  <url><loc>${escapeXml(`${publicUrl}${page.path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export default fp(
  async (app: FastifyInstance, options: { webRoot: string; publicUrl: string }) => {
    const hasWebApp = existsSync(join(options.webRoot, 'index.html'));
    const pages = hasWebApp
      ? await loadPrerenderedPages(options.webRoot, options.publicUrl, (message) =>
          app.log.warn(message),
        )
      : new Map<string, ServedPage>();
    const shells = hasWebApp
      ? await loadRouteShells(options.webRoot)
      : new Map<string, ServedPage>();

    if (hasWebApp) {
      const assetsFolder = join(options.webRoot, 'assets');
      await app.register(fastifyStatic, {
        root: options.webRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The prerendered pages are sent by their routes below, with the origin filled in.
        globIgnore: [`${PRERENDERED_FOLDER}/**`, `${SHELLS_FOLDER}/**`],
        // Off, or the plugin's own `max-age=0` replaces the header set below.
        cacheControl: false,
        setHeaders(res, path) {
          // Hashed asset names never change content: cache them for a year.
          res.setHeader(
            'Cache-Control',
            path.startsWith(assetsFolder) ? IMMUTABLE_CACHE : REVALIDATE,
          );
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });

      // Already compressed, once, at start-up.
      for (const [path, page] of [...pages, ...shells]) {
        app.get(path, { compress: false }, (request, reply) => sendPage(request, reply, page));
      }

      app.get('/robots.txt', (_request, reply) =>
        reply
          .header('Cache-Control', CRAWLER_FILES_CACHE)
          .type('text/plain; charset=utf-8')
          .send(robotsTxt(options.publicUrl)),
      );
      app.get('/sitemap.xml', (_request, reply) =>
        reply
          .header('Cache-Control', CRAWLER_FILES_CACHE)
          .type('application/xml; charset=utf-8')
          .send(sitemapXml(options.publicUrl)),
      );
    } else {
      app.log.warn(`No built web app at ${options.webRoot}; serving the API only`);
    }

    app.setNotFoundHandler((request, reply) => {
      const [path = '', query] = request.url.split('?');
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && isPage && !path.startsWith('/api') && !/\.[a-z0-9]{1,8}$/i.test(path)) {
        // '/faq/' is '/faq': one address per page for search engines.
        const withoutSlash = path.replace(/\/+$/, '');
        if (withoutSlash !== '' && withoutSlash !== path && pages.has(withoutSlash)) {
          return reply.redirect(`${withoutSlash}${query === undefined ? '' : `?${query}`}`, 301);
        }
        return reply.sendFile('index.html');
      }
      return reply.status(404).send({
        message: `Route ${request.method} ${path} not found`,
        error: 'Not Found',
      });
    });
  },
  { name: 'web' },
);

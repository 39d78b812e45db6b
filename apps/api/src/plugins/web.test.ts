import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  PRERENDERED_FOLDER,
  SHELLS_FOLDER,
  SHELLS_INDEX,
  SITE_ORIGIN_PLACEHOLDER,
  prerenderedFileName,
  type ShellEntry,
} from '@prepward/shared/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { negotiateEncoding } from './web';

const ORIGIN = 'https://prep.example.com';

const EXAM_SHELL =
  '<!doctype html><link rel="modulepreload" crossorigin href="/assets/take-test-page.js"><div id="root">Loading...</div>';

/**
 * A built web app with the shell, two prerendered pages (the others missing) and the exam
 * page's route shell.
 */
function builtWebApp() {
  const webRoot = mkdtempSync(join(tmpdir(), 'prepward-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root">Loading...</div>');
  mkdirSync(join(webRoot, PRERENDERED_FOLDER));
  const page = (headline: string, path: string) =>
    `<!doctype html><html><head><link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}${path}" /></head>` +
    `<body><div id="root" data-prerendered="true"><h1>${headline}</h1>${'<p>text</p>'.repeat(200)}</div></body></html>`;
  writeFileSync(join(webRoot, PRERENDERED_FOLDER, prerenderedFileName('/')), page('Home', '/'));
  writeFileSync(
    join(webRoot, PRERENDERED_FOLDER, prerenderedFileName('/faq')),
    page('FAQ', '/faq'),
  );
  mkdirSync(join(webRoot, SHELLS_FOLDER));
  const shells: ShellEntry[] = [{ path: '/user/my-exams/:examId/exam', file: 'exam.html' }];
  writeFileSync(join(webRoot, SHELLS_FOLDER, SHELLS_INDEX), JSON.stringify(shells));
  writeFileSync(join(webRoot, SHELLS_FOLDER, 'exam.html'), EXAM_SHELL);
  return webRoot;
}

describe('prerendered public pages, robots.txt and sitemap.xml', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({
      webRoot: builtWebApp(),
      environment: { PUBLIC_URL: `${ORIGIN}/` },
    });
  });
  afterAll(() => context.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  it('sends each prerendered page for its route with the origin filled in, revalidated', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('Accept-Encoding');
    expect(home.body).toContain('<h1>Home</h1>');
    expect(home.body).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(home.body).not.toContain(SITE_ORIGIN_PLACEHOLDER);

    const faq = await get('/faq?utm_source=mail');
    expect(faq.body).toContain('<h1>FAQ</h1>');
    expect(faq.body).toContain(`href="${ORIGIN}/faq"`);
  });

  it('sends brotli or gzip by Accept-Encoding, and 304 for a known ETag', async () => {
    const br = await get('/faq', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>FAQ</h1>');
    const gzip = await get('/faq', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>FAQ</h1>');
    expect(gzip.headers.etag).toBe(br.headers.etag);

    const again = await get('/faq', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await context.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
  });

  it('gives other pages, and public pages the build did not prerender, the app shell', async () => {
    for (const url of ['/signin', '/user/home', '/admin/dashboard/exams']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Loading...');
    }
  });

  it("gives a student route its shell, which names the route's files, revalidated", async () => {
    const exam = await get('/user/my-exams/0b7c/exam?testId=1&endTime=2', {
      'accept-encoding': 'br',
    });
    expect(exam.statusCode).toBe(200);
    expect(exam.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(exam.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(exam.rawPayload).toString()).toBe(EXAM_SHELL);
    const again = await get('/user/my-exams/other/exam', {
      'if-none-match': String(exam.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // Routes without a shell, and the files themselves, are what they were.
    expect((await get('/user/my-exams/0b7c/notes')).body).not.toContain('modulepreload');
    expect((await get(`/${SHELLS_FOLDER}/exam.html`)).statusCode).toBe(404);
  });

  it('sends /faq/ to /faq, keeping the query', async () => {
    const response = await get('/faq/?ref=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/faq?ref=1');
  });

  it('does not serve the prerendered files under their own names', async () => {
    const response = await get(`/${PRERENDERED_FOLDER}/${prerenderedFileName('/')}`);
    expect(response.statusCode).toBe(404);
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const response = await get('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/v1/no-such-thing not found',
      error: 'Not Found',
    });
  });

  it('writes robots.txt with the sitemap at PUBLIC_URL, keeping robots out of the private areas', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toMatch(/^Disallow: \/user$/m);
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists the public pages in sitemap.xml with absolute URLs, not the /login alias', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/faq`,
      `${ORIGIN}/signup`,
      `${ORIGIN}/signin`,
    ]);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

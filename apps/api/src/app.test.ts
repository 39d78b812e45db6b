import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { CONTROL_CHARACTER_MESSAGE } from './lib/control-characters';
import {
  capturedLog,
  createTestApp,
  openTestDatabase,
  testConfig,
  type TestContext,
} from './test/test-app';

describe('app shell', () => {
  let context: TestContext;
  const webRoot = mkdtempSync(join(tmpdir(), 'prepward-web-'));

  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root">Loading...</div>');
    context = await createTestApp({
      webRoot,
      extraRoutes: (app) => {
        app.post('/api/v1/test-echo', async (request) => ({
          message: 'success',
          data: request.body,
        }));
      },
    });
  });
  afterAll(() => context.close());

  it('reports health including the database', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; data: Record<string, unknown> }>();
    expect(body.message).toBe('success');
    expect(body.data).toMatchObject({
      message: 'OK',
      status: 'ok',
      database: { status: 'up', kind: 'external' },
    });
  });

  it('answers an unknown API path with a JSON 404 in the envelope, not the SPA', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      message: 'Route GET /api/v1/does-not-exist not found',
      error: 'Not Found',
    });
    const post = await context.app.inject({ method: 'POST', url: '/api/v1/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'Not Found' });
  });

  it('serves the web app for client-side routes', async () => {
    for (const url of [
      '/',
      '/user/home',
      '/admin/dashboard/exams',
      '/user/my-exams/abc/exam?testId=1',
    ]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Loading...');
    }
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    const document = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(
      '/api/v1/health',
    );
  });

  it('turns malformed JSON into a 400 envelope', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
    expect(response.body).not.toContain('at ');
  });

  it('refuses NUL and other control characters in a JSON body, the query or the path, with 400 and not 500', async () => {
    const post = (payload: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/test-echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const refusal = {
      message: CONTROL_CHARACTER_MESSAGE,
      error: 'Bad Request',
      details: [{ path: 'name', message: CONTROL_CHARACTER_MESSAGE }],
    };
    const nul = await post(String.raw`{"name":"Ann\u0000"}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(refusal);
    for (const character of ['\\u0000', '\\u0007', '\\u001b', '\\u007f', '\\u0085']) {
      const response = await post(`{"name":"a${character}b"}`);
      expect(response.statusCode, character).toBe(400);
    }
    // Deep inside the body, and in a key.
    const nested = await post(String.raw`{"list":[{"ok":"x"},{"deep":["y","\u0001"]}]}`);
    expect(nested.json()).toMatchObject({ details: [{ path: 'list.1.deep.1' }] });
    expect((await post(String.raw`{"a\u0000":"x"}`)).statusCode).toBe(400);
    // Tabs and line breaks are text; an escaped backslash before "u0000" is text too.
    const text = await post(String.raw`{"name":"line 1\r\nline 2\tend C:\\u0000 \u00e9"}`);
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({ data: { name: 'line 1\r\nline 2\tend C:\\u0000 é' } });
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    // A body nested far deeper than any request needs is walked without exhausting the stack.
    const deep = await post(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(deep.statusCode).toBe(400);

    const query = await context.app.inject({
      method: 'GET',
      url: '/api/v1/public/exams?page=1&search=a%00b',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      message: CONTROL_CHARACTER_MESSAGE,
      details: [{ path: 'search' }],
    });
    const escape = await context.app.inject({
      method: 'GET',
      url: '/api/v1/public/exams?x=%1B%5B2J',
    });
    expect(escape.statusCode).toBe(400);
    const path = await context.app.inject({
      method: 'GET',
      url: '/api/v1/payments/sandbox/PW-%00',
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ details: [{ path: 'reference' }] });
  });

  it('answers addresses the router refuses in the error envelope, without repeating them', async () => {
    // A path parameter longer than the router takes, and a broken percent escape.
    const long = await context.app.inject({
      method: 'GET',
      url: `/api/v1/user/exam/${'x'.repeat(5000)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.', error: 'URI Too Long' });
    const broken = await context.app.inject({ method: 'GET', url: '/api/v1/user/exam/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The address is not valid.', error: 'Bad Request' });
  });
});

describe('slow requests', () => {
  it('are logged as warnings with the route pattern, never the address', async () => {
    const { stream, lines } = capturedLog();
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      webRoot: '/nonexistent-web-root',
      logger: { level: 'warn', stream },
      slowRequestMs: 250,
    });
    app.get('/api/v1/test-wait/:ms', async (request) => {
      const { ms } = request.params as { ms: string };
      await new Promise((resolve) => setTimeout(resolve, Number(ms)));
      return { message: 'success' };
    });
    await app.ready();
    const slow = () => lines.filter((line) => line.includes('Slow request'));
    await app.inject({ method: 'GET', url: '/api/v1/test-wait/0?email=ann@example.com' });
    expect(slow()).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/v1/test-wait/400?email=ann@example.com' });
    await app.close();
    await database.dispose();
    expect(slow()).toHaveLength(1);
    expect(JSON.parse(slow()[0]!)).toMatchObject({
      level: 40,
      msg: 'Slow request',
      method: 'GET',
      route: '/api/v1/test-wait/:ms',
      statusCode: 200,
    });
    expect(slow()[0]).not.toContain('ann@example.com');
  });
});

describe('compression and caching of the web app and the API', () => {
  let context: TestContext;
  const webRoot = mkdtempSync(join(tmpdir(), 'prepward-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    const html = `<!doctype html><div id="root">Loading...</div>${'<!-- -->'.repeat(300)}`;
    writeFileSync(join(webRoot, 'index.html'), html);
    writeFileSync(join(webRoot, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(join(webRoot, 'index.html.gz'), gzipSync(html));
    writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    context = await createTestApp({ webRoot });
  });
  afterAll(() => context.close());

  const get = (url: string, acceptEncoding?: string) =>
    context.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli or gzip copy by Accept-Encoding, with Vary, and hashed assets for a year', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html and the page fallback every time, compressed', async () => {
    for (const url of ['/', '/user/home', '/faq']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Loading...');
    }
  });

  it('compresses JSON replies above 1 KB (gzip, brotli if that is all), leaves small ones alone', async () => {
    const large = await get('/api/docs/json', 'br, gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const brotliOnly = await get('/api/docs/json', 'br');
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotliOnly.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
    const small = await get('/api/v1/public/config', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app';

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
      database: { status: 'up', driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
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
});

describe('rate limits', () => {
  let context: TestContext;
  const webRoot = mkdtempSync(join(tmpdir(), 'prepward-web-'));
  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root">Loading...</div>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    context = await createTestApp({ webRoot });
  });
  afterAll(() => context.close());

  it('limits API calls per IP but never the web app files', async () => {
    const remoteAddress = '192.0.2.10';
    for (let request = 0; request < 310; request += 1) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
    let last = await context.app.inject({
      method: 'GET',
      url: '/api/v1/public/config',
      remoteAddress,
    });
    for (let request = 1; request <= 300 && last.statusCode !== 429; request += 1) {
      last = await context.app.inject({
        method: 'GET',
        url: '/api/v1/public/config',
        remoteAddress,
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(last.headers['retry-after']).toBeDefined();
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { acceptTestClock, now, runAt } from './clock';

async function appWithClock() {
  const app = Fastify();
  acceptTestClock(app);
  app.addHook('preHandler', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
  });
  app.get('/now', async () => {
    await Promise.resolve();
    return { now: now().toISOString() };
  });
  return app;
}

describe('the test clock', () => {
  it('gives a request the time it names, through hooks and awaits', async () => {
    const app = await appWithClock();
    const reply = await app.inject({
      url: '/now',
      headers: { 'x-test-now': '2027-03-04T05:06:07.000Z' },
    });
    expect(reply.json()).toEqual({ now: '2027-03-04T05:06:07.000Z' });
  });

  it('keeps the real time for a request without the header', async () => {
    const app = await appWithClock();
    const before = Date.now();
    const reply = await app.inject({ url: '/now' });
    const at = Date.parse(reply.json<{ now: string }>().now);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a time it cannot read', async () => {
    const app = await appWithClock();
    const reply = await app.inject({ url: '/now', headers: { 'x-test-now': 'tomorrow' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ message: 'x-test-now must be an ISO date and time.' });
  });

  it('runs work as at a time, and only that work', () => {
    const at = new Date('2027-01-01T00:00:00Z');
    expect(runAt(at, () => now().toISOString())).toBe('2027-01-01T00:00:00.000Z');
    expect(now().getFullYear()).toBeLessThan(2027);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PAYMENT_PROVIDER: 'sandbox',
        TEST_CLOCK: 'on',
      }),
    ).toThrow(/TEST_CLOCK must not be on when NODE_ENV=production/);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });
});

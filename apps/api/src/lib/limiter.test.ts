import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { createLimiter } from './limiter';

describe('per-account limiter (in memory)', () => {
  it('allows max attempts in the window, then answers 429 with Retry-After', async () => {
    const limiter = createLimiter({ prefix: 'test:' });
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume('A@x.com', 3, 60_000);
    await expect(limiter.consume('a@x.com', 3, 60_000)).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '60' },
    });
    await expect(limiter.consume('b@x.com', 3, 60_000)).resolves.toBeUndefined();
  });
});

// Runs where a Redis is available (CI sets TEST_REDIS_URL): two instances share one limit.
describe.runIf(process.env.TEST_REDIS_URL)('limits shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const environment = { REDIS_URL: process.env.TEST_REDIS_URL! };
    [first, second] = await Promise.all([
      createTestApp({ environment }),
      createTestApp({ environment }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('counts resends made through either instance together', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    const resend = (context: TestContext) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/user/onboarding/verify/resend',
        payload: { email },
        remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
      });
    expect((await resend(first)).statusCode).toBe(200);
    expect((await resend(second)).statusCode).toBe(200);
    expect((await resend(first)).statusCode).toBe(200);
    const limited = await resend(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

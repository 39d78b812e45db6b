import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords';
import { admins } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { createCounters, createLimiter } from './limiter';
import { unauthorized } from './http-error';

const minute = { max: 3, windowMs: 60_000 };

describe('per-account limiter (in memory)', () => {
  it('allows max attempts in the window, then answers 429 with Retry-After', async () => {
    const limiter = createLimiter({ counters: createCounters({}), prefix: 'test:' });
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume('A@x.com', minute);
    await expect(limiter.consume('a@x.com', minute)).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '60' },
    });
    await expect(limiter.consume('b@x.com', minute)).resolves.toBeUndefined();
  });

  it('counts only failed attempts, and lets the right one through once the window passes', async () => {
    const limiter = createLimiter({ counters: createCounters({}), prefix: 'test:' });
    const window = { max: 2, windowMs: 1000 };
    const fail = () =>
      limiter.limitFailures('k', window, () => Promise.reject(unauthorized('Wrong password')));
    const succeed = () => limiter.limitFailures('k', window, () => Promise.resolve('signed in'));
    await expect(succeed()).resolves.toBe('signed in');
    await expect(fail()).rejects.toMatchObject({ statusCode: 401 });
    await expect(fail()).rejects.toMatchObject({ statusCode: 401 });
    await expect(succeed()).rejects.toMatchObject({ statusCode: 429 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(succeed()).resolves.toBe('signed in');
  });

  it('does not count errors other than wrong credentials, and holds parallel guesses to the limit', async () => {
    const limiter = createLimiter({ counters: createCounters({}), prefix: 'test:' });
    const window = { max: 3, windowMs: 60_000 };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        limiter.limitFailures('p', window, () => Promise.reject(new Error('database down'))),
      ).rejects.toThrow('database down');
    }
    const guesses = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        limiter.limitFailures('p', window, async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw unauthorized('Wrong password');
        }),
      ),
    );
    const statuses = guesses.map((guess) =>
      guess.status === 'rejected' ? (guess.reason as { statusCode: number }).statusCode : 200,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

// Runs where a Redis is available (CI sets TEST_REDIS_URL): two instances share the limits.
describe.runIf(process.env.TEST_REDIS_URL)('limits shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  const adminEmail = `shared-admin-${randomBytes(4).toString('hex')}@example.com`;
  const adminId = randomUUID();
  beforeAll(async () => {
    const environment = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_ACCOUNT: '10/1m' };
    [first, second] = await Promise.all([
      createTestApp({ environment }),
      createTestApp({ environment }),
    ]);
    // Both instances would share one database in production; here each has its own, so the
    // same administrator exists in both.
    for (const context of [first, second]) {
      await context.db.insert(admins).values({
        id: adminId,
        name: 'Shared',
        email: adminEmail,
        passwordHash: await hashPassword('AdminPass1'),
        roles: ['admin'],
      });
    }
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 200) + 1}`;

  it('counts resends made through either instance together', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    const resend = (context: TestContext) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/user/onboarding/verify/resend',
        payload: { email },
        remoteAddress: randomAddress(),
      });
    expect((await resend(first)).statusCode).toBe(200);
    expect((await resend(second)).statusCode).toBe(200);
    expect((await resend(first)).statusCode).toBe(200);
    const limited = await resend(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts failed sign-ins and per-account requests across instances', async () => {
    const signIn = (context: TestContext, password: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/admin/onboarding/authenticate',
        payload: { email: adminEmail, password },
        remoteAddress: randomAddress(),
      });
    const session = await signIn(first, 'AdminPass1');
    expect(session.statusCode).toBe(200);
    const token = session.json<{ data: { jwt: string } }>().data.jwt;

    const me = (context: TestContext) =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/admin/onboarding/me',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: randomAddress(),
      });
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      statuses.push((await me(request % 2 === 0 ? first : second)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);

    for (let failure = 0; failure < 10; failure += 1) {
      const response = await signIn(failure % 2 === 0 ? first : second, 'Wrong-pass-1');
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(first, 'AdminPass1')).statusCode).toBe(429);
    expect((await signIn(second, 'AdminPass1')).statusCode).toBe(429);
  });
});

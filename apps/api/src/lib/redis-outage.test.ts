// Redis away: no request fails or waits for it, and limits keep counting, per instance, until
// it is back. The outage is made by a proxy of the test's own between the app and Redis,
// never by stopping the machine's Redis.
import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import { hashPassword } from './passwords';
import { createTestApp, type TestContext } from '../test/test-app';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const LIMITS = { RATE_LIMIT_SIGNIN_FAILURES: '3/15m', RATE_LIMIT_ACCOUNT: '100000/1m' };

async function addAdmin(context: TestContext, email: string) {
  await context.db.insert(admins).values({
    name: 'Outage',
    email,
    passwordHash: await hashPassword('AdminPass1'),
    roles: ['admin'],
  });
}

const signIn = (context: TestContext, email: string, password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/onboarding/authenticate',
    payload: { email, password },
    remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
  });

describe('with a Redis that never answers', () => {
  let context: TestContext;
  beforeAll(async () => {
    const port = await freePort();
    context = await createTestApp({
      environment: { REDIS_URL: `redis://127.0.0.1:${port}`, ...LIMITS },
    });
    await addAdmin(context, 'memory@example.com');
  });
  afterAll(() => context.close());

  it('answers every request and keeps the limits in memory', async () => {
    const config = await context.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(config.statusCode).toBe(200);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await signIn(context, 'memory@example.com', 'Wrong-pass-1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

/** A TCP proxy to Redis that the test can cut and restore on the same port. */
function redisProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    url: () => `redis://127.0.0.1:${port}`,
    start: listen,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

describe.runIf(process.env.TEST_REDIS_URL)('Redis going away and coming back', () => {
  let first: TestContext;
  let second: TestContext;
  const proxy = redisProxy(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'));
  const email = `outage-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    await proxy.start();
    const environment = { REDIS_URL: proxy.url(), ...LIMITS };
    [first, second] = await Promise.all([
      createTestApp({ environment }),
      createTestApp({ environment }),
    ]);
    // One administrator in both databases, as two instances of one database would see it.
    await Promise.all([addAdmin(first, email), addAdmin(second, email)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await proxy.cut();
  });

  /** Waits for both instances' connections to be usable again (an event, not a fixed time). */
  async function sharedAgain() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = `probe-${randomBytes(3).toString('hex')}@example.com`;
      await Promise.all([addAdmin(first, probe), addAdmin(second, probe)]);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const context = attempt % 2 === 0 ? first : second;
        statuses.push((await signIn(context, probe, 'Wrong-pass-1')).statusCode);
      }
      if (statuses[3] === 429) return;
      if (Date.now() > deadline) throw new Error('Redis was not used again within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('keeps answering while Redis is away and shares the counts again once it is back', async () => {
    await sharedAgain();
    await proxy.cut();

    // Away: every request answers; each instance counts for itself (3 failures each).
    const away = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const context = attempt % 2 === 0 ? first : second;
      away.push((await signIn(context, email, 'Wrong-pass-1')).statusCode);
    }
    expect(away).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await signIn(first, email, 'Wrong-pass-1')).statusCode).toBe(429);
    expect(
      (await first.app.inject({ method: 'GET', url: '/api/v1/public/config' })).statusCode,
    ).toBe(200);

    await proxy.start();
    await sharedAgain();
  });
});

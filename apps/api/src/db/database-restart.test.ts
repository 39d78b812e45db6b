// The server outlives its database: a restart (a maintenance window, a failover) ends every
// connection; requests meanwhile answer 503, health says the database is down, and service
// resumes by itself. The test runs a PostgreSQL of its own and stops it, never the machine's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { UNAVAILABLE_MESSAGE } from '../lib/unavailable';
import { signUpRequest, testConfig } from '../test/test-app';
import { openDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

describe('a database restart under a running server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-restart-'));
  let embedded: EmbeddedPostgres;
  let database: DatabaseHandle;
  let app: App;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir });
    database = openDatabase({
      url: embedded.url,
      kind: 'embedded',
      onConnectionError: (error) => connectionErrors.push(error),
    });
    await database.migrate();
    app = await buildApp({ config: testConfig(), database, logger: false, webRoot: '/nowhere' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });
  // Reads the database: 401 for a wrong password while it is up.
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/onboarding/authenticate',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
  const signUp = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/onboarding/signup',
      payload: signUpRequest(email),
    });

  it('answers 503 while the database is away and recovers without a restart', async () => {
    // Several connections open and idle in the pool, as on a busy server.
    const before = await Promise.all([health(), signIn(), signIn(), signIn()]);
    expect(before.map((response) => response.statusCode)).toEqual([200, 401, 401, 401]);

    const { port } = embedded;
    await embedded.stop();

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ data: { database: { status: 'down' } } });

    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: UNAVAILABLE_MESSAGE, error: 'Service Unavailable' });
    expect((await signUp('while-down@example.com')).statusCode).toBe(503);
    // The idle connections the database ended were reported, not thrown.
    expect(connectionErrors.length).toBeGreaterThan(0);

    embedded = await startEmbeddedPostgres({ dataDir, port });

    expect((await health()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);
    expect((await signUp('after-restart@example.com')).statusCode).toBe(201);
    // The sign-up refused while the database was away left nothing behind.
    expect((await signUp('while-down@example.com')).statusCode).toBe(201);
  });
});

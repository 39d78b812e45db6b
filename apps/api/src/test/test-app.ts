// Builds the real app on a fresh database for one test file: a PostgreSQL schema of its own
// (on TEST_DATABASE_URL, or the embedded server the test run started), dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { migrationsUpTo, readJournal } from '../db/backup/journal';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobsSchemaFor } from '../lib/jobs';
import type { Mailer } from '../lib/mail';

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(environment: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'prepward-test-')),
    ...environment,
  });
}

/**
 * A database in a schema of its own, migrated to this version; with `before`, only up to the
 * migration whose tag ends with it, for a test of that migration to fill and then `migrate`.
 */
export async function openTestDatabase(
  options: { maxConnections?: number; before?: string } = {},
): Promise<DatabaseHandle & { url: string; dispose: () => Promise<void> }> {
  const url = inject('testDatabaseUrl');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = openDatabase({ url, schema, maxConnections: options.maxConnections ?? 4 });
  const folder = options.before ? mkdtempSync(join(tmpdir(), 'prepward-migrations-')) : null;
  if (options.before && folder) {
    const before = options.before;
    const index = readJournal().findIndex((entry) => entry.tag.endsWith(before));
    if (index <= 0) throw new Error(`No migration to test: ${before}`);
    await database.pool.query(`CREATE SCHEMA "${schema}"`);
    await migrate(drizzle(database.pool), {
      migrationsFolder: await migrationsUpTo(index, folder),
      migrationsSchema: schema,
    });
  } else {
    await database.migrate();
  }
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS "${jobsSchemaFor(schema)}" CASCADE`);
      await client.end();
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type TestAppOptions = {
  environment?: Record<string, string>;
  webRoot?: string;
  /** Test-only routes, added before the app is ready (e.g. to probe a guard). */
  extraRoutes?: (app: App) => void;
  /** Replaces the outbox mailer (e.g. one that fails, to test what survives a mail failure). */
  mailer?: Mailer;
};

export async function createTestApp(options: TestAppOptions = {}) {
  const config = testConfig(options.environment);
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

type MailContext = { app: App; config: Config };

/**
 * Waits until the app's mail worker has sent what was queued and is due (a mail leaves after
 * the request that queued it has answered). Waits for that event, never a fixed time.
 */
export async function mailSettled({ app }: Pick<MailContext, 'app'>): Promise<void> {
  const deadline = Date.now() + 10_000;
  app.jobs.wake();
  while ((await app.jobs.mailInFlight()) > 0) {
    if (Date.now() > deadline) throw new Error('queued mail was not sent within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Mails the server wrote to DATA_DIR/outbox (no SMTP_URL in tests) for an address, oldest first. */
export async function outboxFor(context: MailContext, email: string): Promise<string[]> {
  await mailSettled(context);
  return outboxMailsTo(context.config.dataDir, email);
}

/** The mails in one data folder's outbox to an address, oldest first, as they stand now. */
export function outboxMailsTo(dataDir: string, email: string): string[] {
  const outbox = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** The six-digit code of the newest mail to that address. */
export async function latestCode(context: MailContext, email: string): Promise<string> {
  const mails = await outboxFor(context, email);
  const code = /^ {4}(\d{6})$/m.exec(mails.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A log stream for buildApp's logger that keeps every line it is given. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}

/** A valid student sign-up for an address. */
export const signUpRequest = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Okafor',
  email,
  password: 'Nurse2024',
  profession: 'Nurses',
  country: 'Nigeria',
});

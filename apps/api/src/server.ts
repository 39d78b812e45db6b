// Entry point: read config, open and migrate the database, bootstrap, listen, close gracefully.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { bootstrapFirstAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import {
  DataDirectoryInUseError,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './db/embedded-postgres';
import { seedDemoCatalogue } from './db/seed/seed-demo';
import { resolveJwtSecret } from './lib/secrets';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `${error.message}\nSee .env.example and the README for every variable.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  config.dataDir = resolve(config.dataDir);
  config.jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);

  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir);
  // The pool drops a connection the database ended and opens a new one when asked again: worth
  // a line in the log, not a crash (a database restart or failover).
  let connectionLost = (error: Error) => {
    process.stderr.write(`Database connection lost: ${error.message}\n`);
  };
  const database: DatabaseHandle = openDatabase({
    url: config.databaseUrl ?? embedded!.url,
    kind: embedded ? 'embedded' : 'external',
    onConnectionError: (error) => connectionLost(error),
  });
  await database.migrate();

  const app = await buildApp({ config, database });
  connectionLost = (error) => {
    app.log.warn({ err: error }, 'database connection lost; reconnecting on next use');
  };

  const { firstAdmin, seeded } = await database.withStartupLock(async () => ({
    firstAdmin: await bootstrapFirstAdmin(database.db, config),
    seeded: config.seedDemo ? await seedDemoCatalogue(database.db) : null,
  }));
  if (seeded && seeded.examsCreated > 0) {
    app.log.info(
      `Demo catalogue: ${seeded.examsCreated} exams, ${seeded.questionsCreated} questions`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Stop accepting, finish in-flight requests, then release the database.
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => embedded?.stop())
      .then(() => {
        clearTimeout(forceExit);
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printBanner(config, firstAdmin);
}

/** The embedded PostgreSQL under DATA_DIR; a second server on the same folder stops here. */
async function startEmbedded(dataDir: string): Promise<EmbeddedPostgres> {
  if (existsSync(join(dataDir, 'db', 'PG_VERSION'))) {
    process.stdout.write(
      `${join(dataDir, 'db')} holds the database of an earlier version (PGlite), which this one does not read; its data is left there untouched (docs/deploy.md).\n`,
    );
  }
  try {
    return await startEmbeddedPostgres({
      dataDir,
      log: (message) => process.stdout.write(`${message}\n`),
    });
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Printed to the terminal, not the structured log, so the one-time password stays out of log files. */
function printBanner(config: Config, firstAdmin: Awaited<ReturnType<typeof bootstrapFirstAdmin>>) {
  const lines = [
    ``,
    `  PrepWard is running at ${config.publicUrl}`,
    `  Admin sign-in: ${config.publicUrl}/signin/admin`,
  ];
  if (firstAdmin.created) {
    lines.push(`  First administrator: ${firstAdmin.email}`);
    if (firstAdmin.generated) {
      lines.push(`  Generated password (shown once): ${firstAdmin.password}`);
      if (!config.databaseUrl) {
        const file = join(config.dataDir, 'first-admin.txt');
        writeFileSync(file, `${firstAdmin.email}\n${firstAdmin.password}\n`, { mode: 0o600 });
        lines.push(`  (also saved to ${file}; change it after signing in)`);
      }
    }
  } else if (!config.databaseUrl) {
    lines.push(
      `  First administrator's credentials, if generated: ${join(config.dataDir, 'first-admin.txt')}`,
    );
  }
  if (!config.smtpUrl)
    lines.push(`  No SMTP_URL: emails go to the log and ${join(config.dataDir, 'outbox')}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

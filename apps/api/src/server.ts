// Entry point: read config, open and migrate the database, bootstrap, listen, close gracefully.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { bootstrapFirstAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
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

  const database = config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'db') });
  await database.migrate();

  const app = await buildApp({ config, database });

  const firstAdmin = await bootstrapFirstAdmin(database.db, config);
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(database.db);
    if (seeded.examsCreated > 0) {
      app.log.info(
        `Demo catalogue: ${seeded.examsCreated} exams, ${seeded.questionsCreated} questions`,
      );
    }
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

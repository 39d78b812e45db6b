// The API server for the CSV import benchmark: the real app (built from source) on either
// the embedded database (a fresh data folder) or PostgreSQL in a fresh schema, with one
// administrator. Prints "ready" once it listens. Started and stopped by csv-import.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { admins } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';

// A benchmark harness reads its own settings from the environment it was started with.
const { BENCH_PORT, BENCH_DATABASE, BENCH_POSTGRES_URL, BENCH_SCHEMA } = process.env;

const dataDir = mkdtempSync(join(tmpdir(), 'prepward-csv-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: BENCH_PORT ?? '0',
});
const embedded = BENCH_DATABASE === 'postgres' ? null : await startEmbeddedPostgres({ dataDir });
const database = embedded
  ? openDatabase({ url: embedded.url, kind: 'embedded' })
  : openDatabase({ url: BENCH_POSTGRES_URL!, schema: BENCH_SCHEMA! });
await database.migrate();
await database.db.insert(admins).values({
  name: 'Bench admin',
  email: 'bench@example.com',
  passwordHash: await hashPassword('Bench-admin-1'),
  roles: ['admin'],
});
const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' });
await app.listen({ port: Number(BENCH_PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => embedded?.stop())
    .then(() => process.exit(0));
});

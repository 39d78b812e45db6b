// Once per test run: the database every API test file makes its own schema in. CI names a
// PostgreSQL server (TEST_DATABASE_URL); without one, the tests start the same embedded
// PostgreSQL that `npm start` runs, in a temporary folder, and remove it afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Tests choose the database they run against, so they may read the environment.
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    project.provide('testDatabaseUrl', configured);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'prepward-test-db-'));
  const database = await startEmbeddedPostgres({ dataDir });
  project.provide('testDatabaseUrl', database.url);
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

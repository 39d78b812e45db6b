// A backup made by the version before the latest migration restores into this version, and
// the next start runs the migrations it lacks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../lib/paths';
import { openDatabase } from '../client';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { createBackup } from './create';
import { migrationsUpTo } from './journal';
import { restoreBackup } from './restore';

describe('a backup made by an older version', () => {
  let olderDir = '';

  afterAll(() => rmSync(olderDir, { recursive: true, force: true }));

  it('restores into this version, whose next start runs the newer migrations', async () => {
    olderDir = mkdtempSync(join(tmpdir(), 'prepward-backup-older-'));
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const latest = journal.entries.at(-1)!.tag;
    const older = journal.entries.length - 1;

    // A server of the version before the latest migration, with an exam.
    let embedded = await startEmbeddedPostgres({ dataDir: olderDir });
    let handle = openDatabase({ url: embedded.url, kind: 'embedded', maxConnections: 2 });
    await migrate(drizzle(handle.pool), {
      migrationsFolder: await migrationsUpTo(older, join(olderDir, 'older-migrations')),
    });
    await handle.pool.query(
      `INSERT INTO exams (name, subscription_amount, mock_questions, mock_test_time)
       VALUES ('Older', 5, 10, 20)`,
    );
    const backup = await createBackup({ dataDir: olderDir });
    expect(backup.manifest.migrations.count).toBe(older);
    await handle.close();
    await embedded.stop();

    const result = await restoreBackup({ dataDir: olderDir, file: backup.file, force: true });
    expect(result.pendingMigrations).toEqual([latest]);

    embedded = await startEmbeddedPostgres({ dataDir: olderDir });
    handle = openDatabase({ url: embedded.url, kind: 'embedded', maxConnections: 2 });
    try {
      await handle.migrate();
      const { rows } = await handle.pool.query<{ name: string }>('SELECT name FROM exams');
      expect(rows).toEqual([{ name: 'Older' }]);
      const { rows: applied } = await handle.pool.query(
        'SELECT 1 FROM drizzle.__drizzle_migrations',
      );
      expect(applied).toHaveLength(journal.entries.length);
    } finally {
      await handle.close();
      await embedded.stop();
    }
  });
});

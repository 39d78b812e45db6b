// Restore of a backup made by create.ts into the embedded database and DATA_DIR/uploads. A
// restore migrates a new database to the backup's migration level, copies the rows back in
// and then takes the current database's place; the server's next start runs the newer
// migrations (docs/decisions/0006-embedded-backups-are-logical-copy.md).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  DATABASE_NAME,
  DataDirectoryInUseError,
  embeddedDatabaseHolder,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../embedded-postgres';
import { listFiles, mirrorFolder, tableFile, unpack } from './archive';
import { appTables, columnList, qualified, type AppTable } from './catalogue';
import { migrationsUpTo, readJournal, type JournalEntry } from './journal';
import { BackupError, type BackupManifest } from './manifest';

/** A restore builds the new database under this name and renames it when it is complete. */
const RESTORING_DATABASE = `${DATABASE_NAME}_restoring`;

export type RestoreResult = {
  manifest: BackupManifest;
  rows: number;
  /** This version's migrations newer than the backup's: the server's next start runs them. */
  pendingMigrations: string[];
};

/**
 * Replaces the embedded database under `dataDir` and `dataDir/uploads` with a backup's. Only
 * into a stopped server (DataDirectoryInUseError names the one running); `force` is needed
 * when the database or the uploads hold anything. The current database makes way only once
 * the restored one is complete, so a restore that fails before then leaves it as it was.
 */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  force?: boolean;
  log?: (message: string) => void;
}): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupError(`There is no backup file at ${file}`);
  }
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder !== null) throw new DataDirectoryInUseError(dataDir, holder);

  await mkdir(dataDir, { recursive: true });
  // Unpacked inside DATA_DIR, so the images are moved into place rather than copied.
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  let database: EmbeddedPostgres | null = null;
  try {
    const manifest = await unpack(file, staging);
    const journal = readJournal();
    checkMigrationLevel(manifest, journal);

    log(`Starting the database in ${dataDir}`);
    database = await startEmbeddedPostgres({ dataDir });
    if (!options.force) {
      const held = await existingData(database.url, dataDir);
      if (held) {
        throw new BackupError(
          `${dataDir} already holds data (${held}); a restore replaces it. Make a backup first ` +
            `if you may need it, then restore with --force.`,
          { refused: true },
        );
      }
    }

    const maintenance = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') });
    await maintenance.connect();
    let rows: number;
    try {
      await maintenance.query(`DROP DATABASE IF EXISTS ${RESTORING_DATABASE} WITH (FORCE)`);
      await maintenance.query(`CREATE DATABASE ${RESTORING_DATABASE}`);
      try {
        log('Loading the tables');
        rows = await load(withDatabase(database.url, RESTORING_DATABASE), manifest, staging);
      } catch (error) {
        await maintenance
          .query(`DROP DATABASE IF EXISTS ${RESTORING_DATABASE} WITH (FORCE)`)
          .catch(() => {});
        throw error;
      }
      await maintenance.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
      await maintenance.query(`ALTER DATABASE ${RESTORING_DATABASE} RENAME TO ${DATABASE_NAME}`);
    } finally {
      await maintenance.end();
    }
    await mirrorFolder(join(staging, 'uploads'), join(dataDir, 'uploads'));
    await database.stop();
    return {
      manifest,
      rows,
      pendingMigrations: journal.slice(manifest.migrations.count).map((entry) => entry.tag),
    };
  } finally {
    await database?.stop();
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The backup's migrations must be this version's first ones. Compared by the journal's time
 * stamps, as drizzle does; not by hash, which a changed line ending alone would alter.
 */
function checkMigrationLevel(manifest: BackupManifest, journal: JournalEntry[]) {
  const level = manifest.migrations;
  const known = journal.at(-1);
  if (level.count > journal.length || level.lastCreatedAt > (known?.when ?? 0)) {
    throw new BackupError(
      `The backup is at migration level ${level.count} (${level.lastTag ?? level.lastCreatedAt}), ` +
        `newer than this version of PrepWard knows (${journal.length}, ${known?.tag ?? 'none'}): ` +
        `restore it with PrepWard ${manifest.appVersion} or newer.`,
      { refused: true },
    );
  }
  const differs = level.applied.findIndex((migration, index) => {
    return migration.createdAt !== journal[index]?.when;
  });
  if (level.applied.length !== level.count || differs !== -1) {
    const at = differs === -1 ? level.applied.length : differs;
    throw new BackupError(
      `The backup's migrations do not match this version's (at migration ${at + 1}, ` +
        `${journal[at]?.tag ?? 'unknown'}): it was made by another line of PrepWard.`,
      { refused: true },
    );
  }
}

/**
 * Creates the schema as it was at the backup's migration level, loads every table and sets
 * the sequences; returns the rows loaded.
 */
async function load(url: string, manifest: BackupManifest, staging: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), {
      migrationsFolder: await migrationsUpTo(
        manifest.migrations.count,
        join(staging, 'migrations'),
      ),
    });

    const tables = await appTables(client);
    checkTables(manifest, tables);
    await client.query('BEGIN');
    // Foreign keys and triggers rest while loading, so the tables load in any order: the rows
    // come from one consistent snapshot.
    await client.query('SET LOCAL session_replication_role = replica');
    if (tables.length > 0) {
      // Rows a migration inserted make way for the backup's.
      await client.query(`TRUNCATE ${tables.map((table) => qualified(table.name)).join(', ')}`);
    }
    let rows = 0;
    for (const table of manifest.tables) {
      const into = client.query(
        copyFrom(`COPY ${qualified(table.name)}${columnList(table)} FROM STDIN`),
      );
      await pipeline(createReadStream(join(staging, tableFile(table.name))), into);
      if (into.rowCount !== table.rows) {
        throw new BackupError(
          `The backup is damaged: table ${table.name} has ${into.rowCount} rows, its manifest says ${table.rows}`,
        );
      }
      rows += table.rows;
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('COMMIT');
    // Statistics now rather than when autovacuum comes by: the first requests get good plans.
    await client.query('ANALYZE');
    return rows;
  } finally {
    await client.end();
  }
}

/** At the same migration level the tables and their columns must be the same. */
function checkTables(manifest: BackupManifest, tables: AppTable[]) {
  const describe = (list: { name: string; columns: string[] }[]) =>
    list.map((table) => `${table.name}(${[...table.columns].sort().join(',')})`).sort();
  const expected = describe(manifest.tables);
  const found = describe(tables);
  const differs =
    expected.find((table) => !found.includes(table)) ??
    found.find((table) => !expected.includes(table));
  if (differs !== undefined) {
    throw new BackupError(
      `The backup's tables do not match this version's schema at its migration level (${differs})`,
    );
  }
}

/** What the database under `dataDir` and its uploads hold, in words; null when nothing. */
async function existingData(url: string, dataDir: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tablesWithRows = 0;
  try {
    for (const table of await appTables(client)) {
      const { rows } = await client.query<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${qualified(table.name)}) AS found`,
      );
      if (rows[0]?.found) tablesWithRows += 1;
    }
  } finally {
    await client.end();
  }
  const uploads = (await listFiles(join(dataDir, 'uploads'))).length;
  const held = [
    ...(tablesWithRows > 0 ? [`${tablesWithRows} tables with rows`] : []),
    ...(uploads > 0 ? [`${uploads} uploaded files`] : []),
  ];
  return held.length > 0 ? held.join(', ') : null;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

// Backup of the embedded database (no DATABASE_URL) and DATA_DIR/uploads, as one
// .tar.gz. The embedded package ships no pg_dump, so the backup is logical and made here: one
// read-only REPEATABLE READ transaction (a single snapshot, while the server keeps serving)
// copies every table of the app's schema out with COPY, streamed to files. Anything outside
// the app's schema (a job queue's tables) is not part of a backup
// (docs/decisions/0006-embedded-backups-are-logical-copy.md). Restoring is restore.ts.
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { APP_VERSION } from '../../lib/version';
import {
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../embedded-postgres';
import { listFiles, pack, tableFile } from './archive';
import {
  APP_SCHEMA,
  appliedMigrations,
  appSequences,
  appTables,
  columnList,
  qualified,
} from './catalogue';
import { readJournal } from './journal';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type BackupManifest } from './manifest';

export type BackupResult = {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** The server was stopped: the backup started the database itself, and stopped it. */
  startedDatabase: boolean;
};

/**
 * Backs up the embedded database under `dataDir` (a running server's, or started for the
 * backup and stopped after it) and `dataDir/uploads` into one .tar.gz. `file` may name a file
 * or a folder; by default DATA_DIR/backups/prepward-<UTC time>.tar.gz. An existing file is
 * never overwritten, and a failed backup leaves no file behind.
 */
export async function createBackup(options: {
  dataDir: string;
  file?: string;
  log?: (message: string) => void;
}): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const createdAt = new Date();
  const file = backupFile(dataDir, options.file, createdAt);
  const exists = () => {
    if (existsSync(file)) {
      throw new BackupError(`${file} already exists; choose another name`, { refused: true });
    }
  };
  exists();
  let url = runningEmbeddedUrl(dataDir);
  if (url === null && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dataDir} to back up (is DATA_DIR right?)`);
  }

  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  // Tables are written out first (an archive entry needs its size up front), beside the
  // archive rather than in the system's temporary folder, which may be small.
  const staging = await mkdtemp(join(dirname(file), '.prepward-backup-'));
  const partial = `${file}.partial`;
  const uploadsLink = join(staging, 'uploads');
  let database: EmbeddedPostgres | null = null;
  try {
    if (url === null) {
      log(`The server is not running: starting its database in ${dataDir} for the backup`);
      database = await startEmbeddedPostgres({ dataDir });
      url = database.url;
    }
    const manifest = await dumpDatabase(url, staging);
    // Listed after the snapshot was taken: an image is stored before the row that refers to
    // it commits, and stored images never change or go (their name is their content's hash),
    // so every image the rows refer to is here.
    const uploads = await listFiles(join(dataDir, 'uploads'));
    manifest.uploads = {
      files: uploads.length,
      bytes: uploads.reduce((total, upload) => total + upload.bytes, 0),
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (uploads.length > 0) {
      // The archive holds them as uploads/<name>: through a link to the folder, not a copy.
      await symlink(join(dataDir, 'uploads'), uploadsLink, 'junction');
    }
    await pack(partial, staging, uploads);
    exists();
    await rename(partial, file);
    return {
      file,
      bytes: statSync(file).size,
      manifest,
      startedDatabase: database !== null,
    };
  } finally {
    await unlink(uploadsLink).catch(() => {});
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
    await database?.stop();
  }
}

function backupFile(dataDir: string, chosen: string | undefined, createdAt: Date): string {
  // 20261125T054541Z: UTC, sorts by time, no characters a file system refuses; a second
  // backup within the same second gets -2.
  const stamp = createdAt.toISOString().replace(/[-:]|\.\d+/g, '');
  const inFolder = (folder: string) => {
    for (let count = 1; ; count += 1) {
      const file = join(folder, `prepward-${stamp}${count > 1 ? `-${count}` : ''}.tar.gz`);
      if (!existsSync(file)) return file;
    }
  };
  if (chosen === undefined) return inFolder(join(dataDir, 'backups'));
  const file = resolve(chosen);
  return existsSync(file) && statSync(file).isDirectory() ? inFolder(file) : file;
}

/** Every table of the app's schema into `folder`/tables, from one snapshot. */
async function dumpDatabase(url: string, folder: string): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The snapshot is taken at the first query and serves every table. Read-only: writers go
    // on as usual, and nothing the server does waits for the backup.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // The transaction's start: the moment the backup holds.
    const { rows: moment } = await client.query<{ now: Date }>('SELECT now() AS now');
    const applied = await appliedMigrations(client);
    const last = applied.at(-1);
    if (!last) throw new BackupError('The database has no migrations applied: nothing to back up');
    const tables = await appTables(client);
    if (tables.length > 0) {
      // As pg_dump does: no migration (a server starting) changes a table until it is copied.
      await client.query(
        `LOCK TABLE ${tables.map((table) => qualified(table.name)).join(', ')} IN ACCESS SHARE MODE`,
      );
    }
    const sequences = [];
    for (const name of await appSequences(client)) {
      const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(name)}`,
      );
      sequences.push({ name, ...rows[0]! });
    }
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');

    await mkdir(join(folder, 'tables'));
    const copied: BackupManifest['tables'] = [];
    for (const table of tables) {
      const out = client.query(
        copyTo(`COPY ${qualified(table.name)}${columnList(table)} TO STDOUT`),
      );
      await pipeline(out, createWriteStream(join(folder, tableFile(table.name)), { flags: 'wx' }));
      copied.push({ ...table, rows: out.rowCount });
    }
    await client.query('COMMIT');

    return {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (moment[0]?.now ?? new Date()).toISOString(),
      appVersion: APP_VERSION,
      postgresVersion: version[0]?.server_version ?? 'unknown',
      schema: APP_SCHEMA,
      migrations: {
        count: applied.length,
        lastTag: readJournal().find((entry) => entry.when === last.createdAt)?.tag ?? null,
        lastHash: last.hash,
        lastCreatedAt: last.createdAt,
        applied,
      },
      tables: copied,
      sequences,
      uploads: { files: 0, bytes: 0 },
    };
  } finally {
    await client.end();
  }
}

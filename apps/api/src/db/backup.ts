// Backup and restore of the embedded database (no DATABASE_URL) and DATA_DIR/uploads, as one
// .tar.gz. The embedded package ships no pg_dump, so the backup is logical and made here: one
// read-only REPEATABLE READ transaction (a single snapshot, while the server keeps serving)
// copies every table of the app's schema out with COPY, streamed to files. A restore migrates a
// new database to the backup's migration level, copies the rows back in and then takes the
// current database's place; the server's next start runs the newer migrations. Anything
// outside the app's schema (a job queue's tables) is not part of a backup
// (docs/decisions/0006-embedded-backups-are-logical-copy.md).
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { create as createArchive, extract as extractArchive } from 'tar';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { APP_VERSION } from '../lib/version';
import {
  DATABASE_NAME,
  DataDirectoryInUseError,
  embeddedDatabaseHolder,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './embedded-postgres';

export const BACKUP_FORMAT = 'prepward-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The app's tables live here; other schemas (drizzle's own, a job queue's) are left out. */
const APP_SCHEMA = 'public';
// The archive is read and written in pieces this large, not tar's 16 MB: a 16 MB piece of the
// archive unpacks at once into some 100 MB of table text, which would all wait in memory.
const maxReadSize = 256 * 1024;
/** A restore builds the new database under this name and renames it when it is complete. */
const RESTORING_DATABASE = `${DATABASE_NAME}_restoring`;

const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  schema: z.string(),
  migrations: z.object({
    count: z.number().int().min(1),
    /** The last migration's name in the journal of the version that made the backup. */
    lastTag: z.string().nullable(),
    lastHash: z.string(),
    /** The journal's `when` of the last migration: what drizzle compares to pick the next. */
    lastCreatedAt: z.number(),
    applied: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  }),
  tables: z.array(
    z.object({ name: z.string().min(1), columns: z.array(z.string()), rows: z.number().int() }),
  ),
  /** Values as text: a bigint does not fit a JSON number. */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }),
});

export type BackupManifest = z.infer<typeof ZManifest>;

/** A failure, or a refusal (`refused`), with the reason for the person running the command. */
export class BackupError extends Error {
  readonly refused: boolean;

  constructor(message: string, options?: ErrorOptions & { refused?: boolean }) {
    super(message, options);
    this.name = 'BackupError';
    this.refused = options?.refused ?? false;
  }
}

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
    await createArchive(
      // Private: the archive holds email addresses and password hashes.
      { file: partial, cwd: staging, gzip: true, portable: true, mode: 0o600, maxReadSize },
      ['manifest.json', 'tables', ...uploads.map((upload) => `uploads/${upload.path}`)],
    );
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

/** Unpacks a backup into `folder` and returns its manifest. */
async function unpack(file: string, folder: string): Promise<BackupManifest> {
  try {
    await extractArchive({
      file,
      cwd: folder,
      strict: true,
      maxReadSize,
      // Files and folders of the three known places only: no links, nothing elsewhere.
      filter: (path, entry) =>
        'type' in entry &&
        (entry.type === 'File' || entry.type === 'Directory') &&
        /^(manifest\.json$|tables\/|uploads\/)/.test(path),
      preserveOwner: false,
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError(`${file} is not a PrepWard backup (it has no readable manifest.json)`);
  }
  const header = raw as { format?: unknown; formatVersion?: unknown };
  if (header.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} is not a PrepWard backup`);
  }
  if (header.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is in backup format ${String(header.formatVersion)}; this version of PrepWard reads format ${BACKUP_FORMAT_VERSION}`,
      { refused: true },
    );
  }
  const parsed = ZManifest.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(`The manifest of ${file} is damaged: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

type JournalEntry = { tag: string; when: number };

function readJournal(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
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

/**
 * A copy of this version's first `count` migrations in `folder`, for drizzle's migrator, which
 * runs every migration its journal lists: the schema as it was at a backup's level.
 */
export async function migrationsUpTo(count: number, folder: string): Promise<string> {
  await mkdir(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) {
    await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }, null, 2),
  );
  return folder;
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

/**
 * Makes `target` hold exactly the files of `source`, file by file rather than by swapping the
 * folders: DATA_DIR/uploads may be a mount point.
 */
async function mirrorFolder(source: string, target: string) {
  await mkdir(target, { recursive: true });
  const wanted = await listFiles(source);
  const keep = new Set(wanted.map((file) => file.path));
  for (const file of await listFiles(target)) {
    if (!keep.has(file.path)) await rm(join(target, file.path));
  }
  for (const file of wanted) {
    const destination = join(target, file.path);
    await mkdir(dirname(destination), { recursive: true });
    await rename(join(source, file.path), destination).catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(join(source, file.path), destination);
    });
  }
}

/** The files under `folder` ('/'-separated paths), without half-written ones; none if absent. */
async function listFiles(folder: string): Promise<{ path: string; bytes: number }[]> {
  let names: string[];
  try {
    names = await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const name of names.sort()) {
    // The image store writes <name>.<pid>.<time>.tmp, then renames it.
    if (name.endsWith('.tmp')) continue;
    const info = await lstat(join(folder, name));
    if (info.isFile()) files.push({ path: name.split(sep).join('/'), bytes: info.size });
  }
  return files;
}

type AppTable = { name: string; columns: string[] };

/** The app's tables with the columns a COPY carries (not generated ones), by name. */
async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const { rows } = await client.query<AppTable>(
    `SELECT c.relname AS name,
            coalesce(array_agg(a.attname::text ORDER BY a.attnum)
              FILTER (WHERE a.attname IS NOT NULL), '{}') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
                               AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r' AND ${notOfAnExtension}
      GROUP BY c.relname
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows;
}

async function appSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' AND ${notOfAnExtension}
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((row) => row.name);
}

// An extension's own tables (pg_trgm has none) are created by the extension, not restored.
const notOfAnExtension = `NOT EXISTS (SELECT 1 FROM pg_depend d
  WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/** The migrations drizzle recorded as applied, oldest first. */
async function appliedMigrations(
  client: pg.ClientBase,
): Promise<{ hash: string; createdAt: number }[]> {
  const { rows: present } = await client.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!present[0]?.found) return [];
  const { rows } = await client.query<{ hash: string; createdAt: string }>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations
      ORDER BY created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

const qualified = (name: string) =>
  `${pg.escapeIdentifier(APP_SCHEMA)}.${pg.escapeIdentifier(name)}`;

const columnList = (table: { columns: string[] }) =>
  table.columns.length > 0
    ? ` (${table.columns.map((column) => pg.escapeIdentifier(column)).join(', ')})`
    : '';

/** The archive's file for a table: its name, made safe for a path. */
const tableFile = (name: string) => join('tables', `${encodeURIComponent(name)}.copy`);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

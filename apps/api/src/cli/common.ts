// What the backup and restore commands share: where the data is, and how they end.
import { resolve } from 'node:path';
import { ConfigError, loadDataLocation } from '../config';
import { BackupError } from '../db/backup/manifest';

/**
 * DATA_DIR, absolute, from the server's own configuration. The commands cover the embedded
 * database only: with DATABASE_URL set they stop and name the tools that do.
 */
export function embeddedDataDir(command: 'backup' | 'restore'): string {
  let location: ReturnType<typeof loadDataLocation>;
  try {
    location = loadDataLocation();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Invalid configuration: ${error.problems.join('; ')}`);
    throw error;
  }
  if (location.databaseUrl) {
    fail(
      command === 'backup'
        ? "DATABASE_URL is set: npm run backup covers the embedded database only. Back up that PostgreSQL with its own tools (pg_dump, or your provider's backups), and DATA_DIR/uploads with it."
        : "DATABASE_URL is set: npm run restore covers the embedded database only. Restore that PostgreSQL with its own tools (pg_restore, or your provider's), and DATA_DIR/uploads with it.",
    );
  }
  return resolve(location.dataDir);
}

/** Ends the command with one line saying why. */
export function fail(reason: string): never {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}

/** "refused" for what the command will not do (and says why), "failed" for the rest. */
export const outcomeOf = (error: unknown) =>
  error instanceof BackupError && error.refused ? 'refused' : 'failed';

/** The first line of an error's message: the reason, without a database's log tail. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

export const formatCount = (count: number) => count.toLocaleString('en-US');

/** What the backup holds, in a few lines (after a backup and after a restore). */
export function describeBackup(manifest: {
  createdAt: string;
  appVersion: string;
  migrations: { count: number; lastTag: string | null };
  tables: { name: string; rows: number }[];
  uploads: { files: number; bytes: number };
}): string[] {
  const rows = manifest.tables.reduce((total, table) => total + table.rows, 0);
  const width = Math.max(...manifest.tables.map((table) => table.name.length));
  return [
    `  Made ${manifest.createdAt} by PrepWard ${manifest.appVersion}, migration level ${manifest.migrations.count} (${manifest.migrations.lastTag ?? 'unknown to this version'})`,
    `  ${manifest.tables.length} tables, ${formatCount(rows)} rows; ${formatCount(manifest.uploads.files)} uploaded files (${formatBytes(manifest.uploads.bytes)})`,
    ...manifest.tables.map(
      (table) => `    ${table.name.padEnd(width)}  ${formatCount(table.rows).padStart(9)}`,
    ),
  ];
}

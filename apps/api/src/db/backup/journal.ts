// This version's migrations as drizzle's journal lists them: a backup records its level by
// them, a restore compares against them and rebuilds the schema of that level from them.
// Apart because it reads the migrations folder, not the database.
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../lib/paths';

export type JournalEntry = { tag: string; when: number };

export function readJournal(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
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

// The backup's file layout: packing a staging folder into the .tar.gz and unpacking one (only
// manifest.json, tables/ and uploads/), the file of each table, and listing and mirroring the
// uploads folder. Apart because it knows files and tar, not the database.
import { copyFile, lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { create as createArchive, extract as extractArchive } from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  ZManifest,
  type BackupManifest,
} from './manifest';

// The archive is read and written in pieces this large, not tar's 16 MB: a 16 MB piece of the
// archive unpacks at once into some 100 MB of table text, which would all wait in memory.
const maxReadSize = 256 * 1024;

/** Packs manifest.json, tables/ and the given uploads/ files of `folder` into `file`. */
export async function pack(file: string, folder: string, uploads: { path: string }[]) {
  await createArchive(
    // Private: the archive holds email addresses and password hashes.
    { file, cwd: folder, gzip: true, portable: true, mode: 0o600, maxReadSize },
    ['manifest.json', 'tables', ...uploads.map((upload) => `uploads/${upload.path}`)],
  );
}

/** Unpacks a backup into `folder` and returns its manifest. */
export async function unpack(file: string, folder: string): Promise<BackupManifest> {
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

/** The archive's file for a table: its name, made safe for a path. */
export const tableFile = (name: string) => join('tables', `${encodeURIComponent(name)}.copy`);

/**
 * Makes `target` hold exactly the files of `source`, file by file rather than by swapping the
 * folders: DATA_DIR/uploads may be a mount point.
 */
export async function mirrorFolder(source: string, target: string) {
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
export async function listFiles(folder: string): Promise<{ path: string; bytes: number }[]> {
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

// Uploaded images, named `<sha-256 of the content>.<type>`: a name never changes content, so
// it is cached for a year and an image uploaded twice is stored once. `STORAGE=local` keeps
// them under DATA_DIR/uploads, `STORAGE=s3` in a bucket (storage-s3.ts). Either way
// GET /uploads/<name> serves them (plugins/uploads.ts); with S3_PUBLIC_URL, pages load them from the bucket instead.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import type { CheckedImage } from './images';

export const UPLOADS_PATH = '/uploads';

/** `<64 hex>.<ext>`: the only names the store writes, and the only ones it serves. */
export const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp|svg)$/;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The type a stored name is served as: from its extension, never from what a store says. */
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The name an image is stored under. */
export const storedName = (image: CheckedImage) =>
  `${createHash('sha256').update(image.bytes).digest('hex')}.${image.extension}`;

/** Whether a URL is one of the prefixes followed by a stored name, and nothing more. */
export function ownImageUrlCheck(prefixes: string[]) {
  return (url: string) => {
    const prefix = prefixes.find((candidate) => url.startsWith(candidate));
    return prefix !== undefined && STORED_NAME.test(url.slice(prefix.length));
  };
}

/** The addresses at which this server serves stored images: relative, and on PUBLIC_URL. */
export const appImagePrefixes = (config: Pick<Config, 'publicUrl'>) => [
  `${UPLOADS_PATH}/`,
  `${config.publicUrl}${UPLOADS_PATH}/`,
];

export type StoredImage = { body: Readable; size: number | undefined };

/** Where a saved image is, and whether this save wrote it (false: the same content was there). */
export type SavedImage = { url: string; name: string; created: boolean };

export type Storage = {
  kind: 'local' | 's3';
  /** Stores a checked image; the URL is the one pages use for it. */
  saveImage: (image: CheckedImage) => Promise<SavedImage>;
  /**
   * Removes a stored image (nothing when there is none by that name). Only for an image whose
   * save has just been undone: the same content uploaded again is the same file.
   */
  removeImage: (name: string) => Promise<void>;
  /** Whether a URL points at an image this store holds (rich text keeps only those). */
  isOwnImageUrl: (url: string) => boolean;
  /** A stored image to send, or null when there is none by that name. */
  openImage: (name: string) => Promise<StoredImage | null>;
  /** Lets go of connections when the app closes. */
  close: () => void;
};

export function createLocalStorage(config: Pick<Config, 'dataDir' | 'publicUrl'>): Storage {
  const folder = join(config.dataDir, 'uploads');
  return {
    kind: 'local',
    isOwnImageUrl: ownImageUrlCheck(appImagePrefixes(config)),
    saveImage: async (image) => {
      const name = storedName(image);
      await mkdir(folder, { recursive: true });
      const target = join(folder, name);
      // Same content, same name: an image uploaded twice is stored once.
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Written aside then renamed, so a reader never sees half a file.
        const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temporary, image.bytes);
        await rename(temporary, target);
      }
      return { url: `${UPLOADS_PATH}/${name}`, name, created: !exists };
    },
    removeImage: async (name) => {
      if (!STORED_NAME.test(name)) return;
      await unlink(join(folder, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    openImage: async (name) => {
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    },
    close: () => {},
  };
}

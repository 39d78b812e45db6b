// Uploaded images. `STORAGE=local` keeps them under DATA_DIR/uploads and serves them at
// /uploads/<sha-256 of the content>.<type>: a name never changes content, so it is cached
// for a year. `STORAGE=s3` is validated configuration only in this version (docs/deploy.md).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { httpError } from './http-error';
import type { CheckedImage } from './images';

export const UPLOADS_PATH = '/uploads';

/** `<64 hex>.<ext>`: the only names the store writes, and the only ones it serves. */
const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp|svg)$/;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export type Storage = {
  kind: 'local' | 's3';
  /** Stores a checked image and returns the URL pages use for it. */
  saveImage: (image: CheckedImage) => Promise<string>;
  /** Whether a URL points at an image this store holds (rich text keeps only those). */
  isOwnImageUrl: (url: string) => boolean;
};

export function createStorage(config: Config): Storage {
  const folder = join(config.dataDir, 'uploads');
  const ownPrefixes = [`${UPLOADS_PATH}/`, `${config.publicUrl}${UPLOADS_PATH}/`];
  const isOwnImageUrl = (url: string) => {
    const prefix = ownPrefixes.find((candidate) => url.startsWith(candidate));
    return prefix !== undefined && STORED_NAME.test(url.slice(prefix.length));
  };

  if (config.storage.kind === 's3') {
    return {
      kind: 's3',
      isOwnImageUrl,
      saveImage: async () => {
        throw httpError(501, 'Image storage on S3 is not available in this version', {
          code: 'Not Implemented',
        });
      },
    };
  }

  return {
    kind: 'local',
    isOwnImageUrl,
    saveImage: async (image) => {
      const name = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.extension}`;
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
      return `${UPLOADS_PATH}/${name}`;
    },
  };
}

/**
 * GET /uploads/<name>: the stored file with headers that keep it an image: no type sniffing,
 * and a CSP under which an SVG opened on its own runs nothing and loads nothing.
 */
export async function uploadRoutes(app: FastifyInstance, options: { config: Config }) {
  const folder = join(options.config.dataDir, 'uploads');
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const notFound = () =>
        reply.status(404).send({ message: 'File not found', error: 'Not Found' });
      if (!STORED_NAME.test(name)) return notFound();
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return notFound();
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('Content-Length', info.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(createReadStream(path));
    },
  );
}

// Serves the stored images at GET /uploads/<name> (lib/storage.ts stores them).
import type { FastifyInstance } from 'fastify';
import {
  contentTypeOf,
  IMMUTABLE_CACHE,
  STORED_NAME,
  UPLOADS_PATH,
  type Storage,
} from '../lib/storage';

/**
 * GET /uploads/<name>: the stored image with headers that keep it an image: no type sniffing,
 * and a CSP under which an SVG opened on its own runs nothing and loads nothing.
 */
export async function uploadRoutes(app: FastifyInstance, options: { storage: Storage }) {
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const image = STORED_NAME.test(name) ? await options.storage.openImage(name) : null;
      if (!image) return reply.status(404).send({ message: 'File not found', error: 'Not Found' });
      if (image.size !== undefined) void reply.header('Content-Length', image.size);
      return reply
        .header('Content-Type', contentTypeOf(name))
        .header('Cache-Control', IMMUTABLE_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(image.body);
    },
  );
}

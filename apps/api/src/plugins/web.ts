// Serves the built web app and falls back to index.html for client-side routes. Unknown
// /api paths get a JSON 404 in the error envelope, never the SPA page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance, options: { webRoot: string }) => {
    const hasWebApp = existsSync(join(options.webRoot, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        wildcard: false,
        index: false,
        // Hashed asset names never change content: cache them for a year.
        setHeaders(res, path) {
          res.setHeader(
            'Cache-Control',
            path.includes(`${join(options.webRoot, 'assets')}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn(`No built web app at ${options.webRoot}; serving the API only`);
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && isPage && !path.startsWith('/api') && !/\.[a-z0-9]{1,8}$/i.test(path)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({
        message: `Route ${request.method} ${path} not found`,
        error: 'Not Found',
      });
    });
  },
  { name: 'web' },
);

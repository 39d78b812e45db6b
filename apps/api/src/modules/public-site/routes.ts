import { ZPublicExamsData, ZPublicExamsQuery } from '@prepward/shared/schemas/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/route-schemas';
import type { PublicCatalogue } from './service';

/** Browsers and shared caches may reuse the catalogue for a minute. */
const CATALOGUE_CACHE = 'public, max-age=60';

/** What the public pages read: no token. */
export const publicSiteRoutes: FastifyPluginAsyncZod<{ catalogue: PublicCatalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/public/exams',
    {
      schema: {
        tags: ['public site'],
        summary: 'The exams on offer, newest first, for the home page',
        querystring: ZPublicExamsQuery,
        response: {
          200: envelope(ZPublicExamsData.shape),
          304: z
            .null()
            .optional()
            .describe('Not modified (no body): the ETag sent in If-None-Match still holds'),
        },
      },
    },
    async (request, reply) => {
      const page = await catalogue.list(request.query);
      reply.header('Cache-Control', CATALOGUE_CACHE).header('ETag', page.etag);
      const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
      if (known.includes(page.etag)) return reply.status(304).send(undefined);
      return { message: 'success' as const, data: { message: 'Exams', ...page.data } };
    },
  );
};

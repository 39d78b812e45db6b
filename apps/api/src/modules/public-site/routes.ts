import { publicSiteOperations as op } from '@prepward/shared/operations/public-site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { PublicCatalogue } from './service';
import { knownEtags } from '../../lib/etag';

/** Browsers and shared caches may reuse the catalogue for a minute. */
const CATALOGUE_CACHE = 'public, max-age=60';

/** What the public pages read: no token. */
export const publicSiteRoutes: FastifyPluginAsyncZod<{ catalogue: PublicCatalogue }> = async (
  app,
  { catalogue },
) => {
  route(app, op.listPublicExams, async ({ query, request, reply }) => {
    const page = await catalogue.list(query);
    reply.header('Cache-Control', CATALOGUE_CACHE).header('ETag', page.etag);
    if (knownEtags(request).includes(page.etag)) return reply.status(304).send(undefined);
    return { message: 'Exams', ...page.data };
  });
};

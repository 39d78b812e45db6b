import { overviewOperations as op } from '@prepward/shared/operations/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { Overview } from './service';

export const overviewRoutes: FastifyPluginAsyncZod<{ overview: Overview }> = async (
  app,
  { overview },
) => {
  route(app, op.getOverview, async ({ admin, query }) => ({
    message: 'Overview',
    overview: await overview.get(admin, query.range),
  }));
};

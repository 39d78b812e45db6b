import { ZOverview, ZOverviewQuery } from '@prepward/shared/schemas/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import type { Overview } from './service';

export const overviewRoutes: FastifyPluginAsyncZod<{ overview: Overview }> = async (
  app,
  { overview },
) => {
  app.get(
    '/admin/overview',
    {
      preValidation: app.requirePermission('overview:read'),
      schema: {
        tags: ['admin: overview'],
        security: bearerSecurity,
        summary:
          'Figures for a range: sales (sales:read), users (users:read), tests and reports (content:read), support (support:read); null where the roles may not read',
        querystring: ZOverviewQuery,
        response: { 200: envelope({ overview: ZOverview }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: {
        message: 'Overview',
        overview: await overview.get(request.admin!, request.query.range),
      },
    }),
  );
};

import { ZAuditEntry, ZAuditListQuery } from '@prepward/shared/schemas/audit';
import { ZPagination } from '@prepward/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import type { AuditLogView } from './service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLogView }> = async (
  app,
  { audit },
) => {
  app.get(
    '/admin/audit',
    {
      preValidation: app.requirePermission('audit:read'),
      schema: {
        tags: ['admin: audit log'],
        security: bearerSecurity,
        summary: 'Every administrator write, newest first; filter by entity, administrator, days',
        querystring: ZAuditListQuery,
        response: { 200: envelope({ entries: z.array(ZAuditEntry), pagination: ZPagination }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Audit log', ...(await audit.list(request.query)) },
    }),
  );
};

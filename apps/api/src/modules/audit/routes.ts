import { auditOperations as op } from '@prepward/shared/operations/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { AuditLogView } from './service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLogView }> = async (
  app,
  { audit },
) => {
  route(app, op.listAuditLog, async ({ query }) => ({
    message: 'Audit log',
    ...(await audit.list(query)),
  }));
};

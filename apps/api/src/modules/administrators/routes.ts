import { MESSAGES } from '@prepward/shared/messages';
import { ZAddAdminRequest } from '@prepward/shared/schemas/admin';
import { ZAdmin } from '@prepward/shared/schemas/auth';
import { ZPagination, ZPaginationQuery, ZUuid } from '@prepward/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, envelope, ZMessageOnly } from '../../lib/route-schemas';
import type { Administrators } from './service';

const tags = ['admin: administrators'];

export const administratorRoutes: FastifyPluginAsyncZod<{
  administrators: Administrators;
}> = async (app, { administrators }) => {
  app.get(
    '/admin/onboarding',
    {
      preValidation: app.requirePermission('admins:read'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Administrators, newest first; search on name or email',
        querystring: ZPaginationQuery,
        response: { 200: envelope({ admins: z.array(ZAdmin), pagination: ZPagination }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Administrators', ...(await administrators.list(request.query)) },
    }),
  );

  app.post(
    '/admin/onboarding/add',
    {
      preValidation: app.requirePermission('admins:write'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add an administrator (empty examAccess = every exam)',
        body: ZAddAdminRequest,
        response: { 200: envelope({ admin: ZAdmin }) },
      },
    },
    async (request) => {
      const admin = await administrators.add(request.admin!, request.body);
      return { message: 'success' as const, data: { message: MESSAGES.adminAdded, admin } };
    },
  );

  app.delete(
    '/admin/onboarding/:id',
    {
      preValidation: app.requirePermission('admins:write'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove an administrator (not yourself, not the last with role admin)',
        params: z.object({ id: ZUuid }),
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      await administrators.remove(request.admin!, request.params.id);
      return { message: 'success' as const, data: { message: MESSAGES.adminRemoved } };
    },
  );
};

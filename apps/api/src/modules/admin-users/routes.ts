import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/messages';
import { hasPermission } from '@prepward/shared/permissions';
import {
  ZAdminUserDetail,
  ZAdminUserRow,
  ZBlacklistRequest,
  ZUserListQuery,
} from '@prepward/shared/schemas/admin-users';
import { ZPagination, ZUuid } from '@prepward/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvStream, exportFileName } from '../../lib/csv-export';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import { USERS_CSV_HEADER, type AdminUsers } from './service';

const tags = ['admin: users'];
const ZUserParams = z.object({ userId: ZUuid });

export const adminUserRoutes: FastifyPluginAsyncZod<{ users: AdminUsers }> = async (
  app,
  { users },
) => {
  app.get(
    '/admin/users',
    {
      preValidation: app.requirePermission('users:read'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Students: tab all | active (a subscription that has not run out) | banned',
        querystring: ZUserListQuery,
        response: { 200: envelope({ users: z.array(ZAdminUserRow), pagination: ZPagination }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Users', ...(await users.list(request.query)) },
    }),
  );

  app.get(
    '/admin/users/export',
    {
      preValidation: app.requirePermission('users:read'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The filtered users list as CSV (streamed; page and perPage are ignored)',
        querystring: ZUserListQuery,
      },
    },
    async (request, reply) => {
      const { page: _page, perPage: _perPage, ...filter } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('users')}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(USERS_CSV_HEADER, users.exportBatches(filter)));
    },
  );

  app.get(
    '/admin/users/:userId',
    {
      preValidation: app.requirePermission('users:read'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A student's record: profile, subscriptions, purchases, tests, reports",
        params: ZUserParams,
        response: { 200: envelope(ZAdminUserDetail.shape) },
      },
    },
    async (request) => {
      const detail = await users.detail(request.params.userId, {
        withPurchases: hasPermission(request.admin!.roles, 'sales:read'),
      });
      return { message: 'success' as const, data: { message: 'User', ...detail } };
    },
  );

  app.post(
    '/admin/users/:userId/blacklist',
    {
      preValidation: app.requirePermission('users:blacklist'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Blacklist a student: refused on the next request and at sign-in',
        params: ZUserParams,
        body: ZBlacklistRequest,
        response: { 200: envelope({ user: ZAdminUserRow }) },
      },
    },
    async (request) => {
      const user = await users.blacklist(
        request.admin!,
        request.params.userId,
        request.body.reason,
      );
      return { message: 'success' as const, data: { message: TEXT.userBlacklisted, user } };
    },
  );

  app.post(
    '/admin/users/:userId/unblacklist',
    {
      preValidation: app.requirePermission('users:blacklist'),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Lift a blacklisting',
        params: ZUserParams,
        response: { 200: envelope({ user: ZAdminUserRow }) },
      },
    },
    async (request) => {
      const user = await users.unblacklist(request.admin!, request.params.userId);
      return { message: 'success' as const, data: { message: TEXT.userUnblacklisted, user } };
    },
  );
};

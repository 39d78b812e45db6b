import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { adminUserOperations as op } from '@prepward/shared/operations/admin-users';
import { hasPermission } from '@prepward/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvStream, exportFileName } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { USERS_CSV_HEADER, type AdminUsers } from './service';

export const adminUserRoutes: FastifyPluginAsyncZod<{ users: AdminUsers }> = async (
  app,
  { users },
) => {
  route(app, op.listUsers, async ({ query }) => ({
    message: 'Users',
    ...(await users.list(query)),
  }));

  route(app, op.exportUsers, async ({ query, reply }) => {
    const { page: _page, perPage: _perPage, ...filter } = query;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName('users')}"`)
      .header('cache-control', 'no-store')
      .send(csvStream(USERS_CSV_HEADER, users.exportBatches(filter)));
  });

  route(app, op.getUser, async ({ admin, params }) => ({
    message: 'User',
    ...(await users.detail(params.userId, {
      withPurchases: hasPermission(admin.roles, 'sales:read'),
    })),
  }));

  route(app, op.blacklistUser, async ({ admin, params, body }) => ({
    message: TEXT.userBlacklisted,
    user: await users.blacklist(admin, params.userId, body.reason),
  }));

  route(app, op.unblacklistUser, async ({ admin, params }) => ({
    message: TEXT.userUnblacklisted,
    user: await users.unblacklist(admin, params.userId),
  }));
};

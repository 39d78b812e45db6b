import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { MESSAGES } from '@prepward/shared/messages';
import { administratorOperations as op } from '@prepward/shared/operations/administrators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { Administrators } from './service';

export const administratorRoutes: FastifyPluginAsyncZod<{
  administrators: Administrators;
}> = async (app, { administrators }) => {
  route(app, op.listAdmins, async ({ query }) => ({
    message: 'Administrators',
    ...(await administrators.list(query)),
  }));

  route(app, op.addAdmin, async ({ admin, body }) => ({
    message: MESSAGES.adminAdded,
    admin: await administrators.add(admin, body),
  }));

  route(app, op.updateAdmin, async ({ admin, params, body }) => ({
    message: ADMINISTRATION_MESSAGES.adminUpdated,
    admin: await administrators.update(admin, params.id, body),
  }));

  route(app, op.removeAdmin, async ({ admin, params }) => {
    await administrators.remove(admin, params.id);
    return { message: MESSAGES.adminRemoved };
  });
};

import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { supportOperations as op } from '@prepward/shared/operations/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../config';
import type { Limiter } from '../../lib/limiter';
import { route } from '../../lib/route';
import type { Support } from './service';

export const supportRoutes: FastifyPluginAsyncZod<{
  support: Support;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { support, limiter, limits }) => {
  route(app, op.sendSupportRequest, async ({ student, body }) => {
    await limiter.consume(`support:${student.id}`, limits.supportRequests);
    return { message: TEXT.supportSent, request: await support.create(student, body) };
  });

  route(app, op.listOwnSupportRequests, async ({ student, query }) => ({
    message: 'Support requests',
    ...(await support.listOwn(student.id, query)),
  }));

  route(app, op.listSupportRequests, async ({ query }) => ({
    message: 'Support requests',
    ...(await support.listForStaff(query)),
  }));

  route(app, op.updateSupportRequest, async ({ admin, params, body }) => {
    const updated = await support.setStatus(admin, params.id, body.status);
    return {
      message: updated.status === 'closed' ? TEXT.supportHandled : TEXT.supportReopened,
      request: updated,
    };
  });
};

// Lab values, registered from their contracts (packages/shared/src/operations/lab-values.ts).
import { LAB_VALUE_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { labValueOperations as op } from '@prepward/shared/operations/lab-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { LabValues } from './service';
import { knownEtags } from '../../lib/etag';

/**
 * The student's copy is kept by the browser and checked each time (the table changes
 * rarely and is the same for everyone): an unchanged table costs a 304 without a body.
 */
const STUDENT_CACHE = 'private, no-cache';

export const labValueRoutes: FastifyPluginAsyncZod<{ labValues: LabValues }> = async (
  app,
  { labValues },
) => {
  route(app, op.listLabValues, async ({ request, reply }) => {
    const { labValues: list, etag } = await labValues.listAll();
    reply.header('Cache-Control', STUDENT_CACHE).header('ETag', etag);
    if (knownEtags(request).includes(etag)) return reply.status(304).send(undefined);
    return { message: TEXT.list, labValues: list };
  });

  route(app, op.listAdminLabValues, async ({ query }) => ({
    message: TEXT.list,
    ...(await labValues.list(query)),
  }));

  route(app, op.createLabValue, async ({ admin, body }) => ({
    message: TEXT.added,
    labValue: await labValues.create(admin, body),
  }));

  route(app, op.updateLabValue, async ({ admin, params, body }) => ({
    message: TEXT.updated,
    labValue: await labValues.update(admin, params.id, body),
  }));

  route(app, op.deleteLabValue, async ({ admin, params }) => {
    await labValues.remove(admin, params.id);
    return { message: TEXT.deleted };
  });
};

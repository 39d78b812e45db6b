import { healthOperations as op } from '@prepward/shared/operations/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { route } from '../../lib/route';

/** What the web app needs to know about this server before anyone signs in. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  route(app, op.getPublicConfig, async () => ({
    message: 'Public configuration',
    googleClientId: config.google.clientId ?? null,
    supportEmail: config.supportEmail ?? null,
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';

/** What the web app needs to know about this server before anyone signs in. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/public/config',
    {
      schema: {
        tags: ['health'],
        summary: 'Public settings for the web app',
        response: {
          200: z.object({
            message: z.literal('success'),
            data: z.object({
              message: z.string(),
              googleClientId: z.string().nullable(),
              supportEmail: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async () => ({
      message: 'success' as const,
      data: {
        message: 'Public configuration',
        googleClientId: config.google.clientId ?? null,
        supportEmail: config.supportEmail ?? null,
      },
    }),
  );
};

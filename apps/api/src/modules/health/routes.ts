import type { HealthData } from '@prepward/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type DatabaseHandle } from '../../db/client';

const ZHealthResponse = z.object({
  message: z.literal('success'),
  data: z.object({
    message: z.string(),
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['up', 'down']),
      kind: z.enum(['embedded', 'external']),
      latencyMs: z.number(),
    }),
    version: z.string(),
    uptimeSeconds: z.number(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
}> = async (app, { database, version }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      let data: HealthData;
      try {
        const latencyMs = await pingDatabase(database.db);
        data = {
          status: 'ok',
          database: { status: 'up', kind: database.kind, latencyMs },
          version,
          uptimeSeconds: Math.round(process.uptime()),
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        data = {
          status: 'degraded',
          database: { status: 'down', kind: database.kind, latencyMs: -1 },
          version,
          uptimeSeconds: Math.round(process.uptime()),
        };
      }
      return reply.status(data.status === 'ok' ? 200 : 503).send({
        message: 'success',
        data: { message: data.status === 'ok' ? 'OK' : 'Database unreachable', ...data },
      });
    },
  );
};

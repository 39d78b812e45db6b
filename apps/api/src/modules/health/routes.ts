import { healthOperations as op, type THealthData } from '@prepward/shared/operations/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type DatabaseHandle } from '../../db/client';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
}> = async (app, { database, version }) => {
  route(
    app,
    op.health,
    async ({ request, reply }) => {
      let data: THealthData;
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
      // A degraded server answers 503 with the same reply, for load balancers.
      void reply.status(data.status === 'ok' ? 200 : 503);
      return { message: data.status === 'ok' ? 'OK' : 'Database unreachable', ...data };
    },
    { config: { rateLimit: false } },
  );
};

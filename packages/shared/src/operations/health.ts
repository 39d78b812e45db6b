// The server's own state: the health check (liveness and the database) and the settings the
// web app needs before anyone signs in.
import { z } from 'zod';
import { operation } from '../operation';

const tag = 'health';

export const ZHealthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['embedded', 'external']),
    latencyMs: z.number(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealthData = z.infer<typeof ZHealthData>;

export const healthOperations = {
  health: operation({
    method: 'GET',
    path: '/health',
    tag,
    caller: 'anyone',
    summary: 'Liveness and database check',
    reply: ZHealthData,
    // Degraded (the database is unreachable): the same reply with 503.
    alsoReplies: [503],
  }),
  getPublicConfig: operation({
    method: 'GET',
    path: '/public/config',
    tag,
    caller: 'anyone',
    summary: 'Public settings for the web app',
    reply: z.object({
      /** OAuth client id for Google sign-in; null when the server has none configured. */
      googleClientId: z.string().nullable(),
      supportEmail: z.string().nullable(),
    }),
  }),
};

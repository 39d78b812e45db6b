// Pieces every route module declares the same way.
import { z } from 'zod';

/** The success envelope of DESIGN.md section 2 around a payload shape. */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ message: z.literal('success'), data: z.object({ message: z.string(), ...shape }) });

export const ZMessageOnly = envelope({});

/** OpenAPI: the route needs a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

export const MINUTE_MS = 60_000;

/** Route config for an IP-based limit (@fastify/rate-limit). */
export const limitPerIp = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * MINUTE_MS },
});

// Request limits that lock out attackers, never a class (DESIGN.md section 5). Whole cohorts
// reach the server from one address, so a request with a valid token counts against its
// account; only anonymous requests count against the address. Routes that sign in, sign up
// or check codes add stricter per-address limits of their own (limitPerAddress).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimit, RateLimits } from '../config';
import type { TokenService } from '../lib/tokens';
import { bearerToken } from './auth';

const ACCOUNT_KEY_PREFIX = 'account:';
const addressKey = (request: FastifyRequest) => `address:${request.ip}`;

/** Registers the limits in the given scope (the API routes; web app files are never limited). */
export async function registerRateLimits(
  scope: FastifyInstance,
  options: { limits: RateLimits; tokens: TokenService; redis: Redis | undefined },
) {
  const { limits, tokens, redis } = options;
  const limitFor = (key: string) =>
    key.startsWith(ACCOUNT_KEY_PREFIX) ? limits.account : limits.address;
  await scope.register(rateLimit, {
    global: true,
    keyGenerator: async (request) => {
      const token = bearerToken(request);
      const owner = token ? await tokens.identify(token) : null;
      return owner ? `${ACCOUNT_KEY_PREFIX}${owner.kind}:${owner.subject}` : addressKey(request);
    },
    max: (_request, key) => limitFor(key).max,
    timeWindow: (_request, key) => limitFor(key).windowMs,
    ...(redis ? { redis, nameSpace: 'prepward-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${context.after} and try again.`,
      error: 'Too Many Requests',
    }),
  });
}

/** Route config: a limit per client address, whoever is signed in (sign-up, sign-in, codes). */
export const limitPerAddress = (limit: RateLimit) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowMs, keyGenerator: addressKey },
});

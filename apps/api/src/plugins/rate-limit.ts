// Request limits that lock out attackers, never a class (docs/architecture.md). Whole cohorts
// reach the server from one address, so a request with a valid token counts against its
// account; only anonymous requests count against the address. Routes that sign in, sign up
// or check codes add stricter per-address limits of their own (limitPerAddress).
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit, RateLimits } from '../config';
import type { Counters } from '../lib/limiter';
import type { TokenService } from '../lib/tokens';
import { bearerToken } from './auth';

const ACCOUNT_KEY_PREFIX = 'account:';
const addressKey = (request: FastifyRequest) => `address:${request.ip}`;

/**
 * The plugin's counters kept by ours: shared through Redis while it answers, in memory while it
 * is away (lib/limiter.ts), each route's under a prefix of its own.
 */
function countersStore(counters: Counters): FastifyRateLimitStoreCtor {
  const storeWithPrefix = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      counters.increment(`${prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    },
    child: (routeOptions) => {
      // At run time the plugin passes the route's merged settings, with the route as routeInfo.
      const route = (routeOptions as unknown as { routeInfo: { method?: string; url?: string } })
        .routeInfo;
      return storeWithPrefix(`${prefix}${route.method ?? ''}${route.url ?? ''}-`);
    },
  });
  // The plugin constructs its store with `new`; a constructor may return the object it makes.
  return function Store() {
    return storeWithPrefix('prepward-rate-limit:');
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Registers the limits in the given scope (the API routes; web app files are never limited). */
export async function registerRateLimits(
  scope: FastifyInstance,
  options: { limits: RateLimits; tokens: TokenService; counters: Counters },
) {
  const { limits, tokens, counters } = options;
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
    store: countersStore(counters),
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

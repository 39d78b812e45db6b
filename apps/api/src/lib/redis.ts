// The Redis connection that shares rate-limit counters between instances. Redis holds nothing
// that cannot be counted again, so while it is away the counters fall back to this instance's
// memory (lib/limiter.ts) instead of refusing or waiting: commands fail at once when there is
// no connection, and ioredis keeps reconnecting in the background.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // No queue of commands while disconnected (they would hold requests until it returns).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A Redis that hangs is as good as gone: a request waits at most this long for it.
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Once per outage, not once per reconnection attempt.
    if (!reported) log.warn({ err: error }, 'Redis unavailable: limits count per instance');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is back: limits are shared again');
    reported = false;
  });
  return redis;
}

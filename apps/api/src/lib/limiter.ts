import type { Redis } from 'ioredis';
import { httpError } from './http-error';

/**
 * A fixed-window counter keyed by anything (an email, an account id). The IP-based limits use
 * @fastify/rate-limit; this one adds the per-account limits, shared through Redis when set.
 */
export function createLimiter(options: { redis?: Redis | undefined; prefix: string }) {
  const memory = new Map<string, { count: number; resetAt: number }>();

  async function hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const fullKey = `${options.prefix}${key}`;
    if (options.redis) {
      const [[, count], [, ttl]] = (await options.redis
        .multi()
        .incr(fullKey)
        .pttl(fullKey)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await options.redis.pexpire(fullKey, windowMs);
      return { count, resetInMs: ttl < 0 ? windowMs : ttl };
    }
    const now = Date.now();
    let entry = memory.get(fullKey);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      memory.set(fullKey, entry);
    }
    entry.count += 1;
    if (memory.size > 10_000) {
      for (const [storedKey, stored] of memory) if (stored.resetAt <= now) memory.delete(storedKey);
    }
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  return {
    /** Counts one attempt; throws a 429 with Retry-After once more than `max` fall in the window. */
    async consume(key: string, max: number, windowMs: number) {
      const { count, resetInMs } = await hit(key.toLowerCase(), windowMs);
      if (count > max) {
        const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
        throw httpError(
          429,
          `Too many attempts. Please wait ${formatWait(seconds)} and try again.`,
          {
            headers: { 'retry-after': String(seconds) },
          },
        );
      }
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

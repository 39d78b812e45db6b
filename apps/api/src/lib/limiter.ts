import type { Redis } from 'ioredis';
import type { RateLimit } from '../config';
import { httpError } from './http-error';

export type Counters = ReturnType<typeof createCounters>;

/**
 * Fixed-window counters keyed by any text, shared through Redis when it is set and answering.
 * While Redis is away they count in this instance's memory: limits still hold per instance
 * (N instances allow N times as much) rather than failing open, and no request waits for
 * Redis or fails because of it (docs/decisions/0011-redis-away-count-in-memory.md).
 */
export function createCounters(options: { redis?: Redis | undefined }) {
  const memory = new Map<string, { count: number; resetAt: number }>();
  const { redis } = options;
  const shared = () => redis !== undefined && redis.status === 'ready';

  function incrementInMemory(key: string, windowMs: number) {
    const now = Date.now();
    let entry = memory.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      memory.set(key, entry);
    }
    entry.count += 1;
    if (memory.size > 10_000) {
      for (const [storedKey, stored] of memory) if (stored.resetAt <= now) memory.delete(storedKey);
    }
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  return {
    async increment(key: string, windowMs: number) {
      if (shared()) {
        try {
          const [[, count], [, ttl]] = (await redis!.multi().incr(key).pttl(key).exec()) as [
            [null, number],
            [null, number],
          ];
          if (ttl < 0) await redis!.pexpire(key, windowMs);
          return { count, resetInMs: ttl < 0 ? windowMs : ttl };
        } catch {
          // Lost on the way: counted here instead.
        }
      }
      return incrementInMemory(key, windowMs);
    },

    async decrement(key: string) {
      if (shared()) {
        try {
          await redis!.decr(key);
          return;
        } catch {
          // Counted here, given back here.
        }
      }
      const entry = memory.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },

    async clear(key: string) {
      memory.delete(key);
      if (shared()) await redis!.del(key).catch(() => undefined);
    },
  };
}

/**
 * Limits that follow one account: codes mailed to it, and failed sign-ins. The per-address and
 * per-account request limits use @fastify/rate-limit on the same counters.
 */
export function createLimiter(options: { counters: Counters; prefix: string }) {
  const { counters } = options;
  const fullKey = (key: string) => `${options.prefix}${key.toLowerCase()}`;

  return {
    /** Counts one attempt; throws a 429 with Retry-After once more than `max` fall in the window. */
    async consume(key: string, limit: RateLimit) {
      const { count, resetInMs } = await counters.increment(fullKey(key), limit.windowMs);
      if (count > limit.max) throw tooManyAttempts(resetInMs);
    },

    /**
     * Runs an attempt that may fail with a 401 (a wrong password). Only failures count: once
     * `max` failures fall in the window, every attempt is refused with a 429 until it passes;
     * a success clears the count, so people who sign in often are never locked out.
     */
    async limitFailures<T>(key: string, limit: RateLimit, attempt: () => Promise<T>): Promise<T> {
      const counter = fullKey(key);
      // The attempt is counted before it runs, so parallel guesses cannot slip past the limit.
      const { count, resetInMs } = await counters.increment(counter, limit.windowMs);
      if (count > limit.max) throw tooManyAttempts(resetInMs);
      try {
        const result = await attempt();
        await counters.clear(counter);
        return result;
      } catch (error) {
        const wrongCredentials = (error as { statusCode?: number }).statusCode === 401;
        if (!wrongCredentials) await counters.decrement(counter);
        throw error;
      }
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;

function tooManyAttempts(resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return httpError(429, `Too many attempts. Please wait ${formatWait(seconds)} and try again.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

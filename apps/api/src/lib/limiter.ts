import type { Redis } from 'ioredis';
import type { RateLimit } from '../config';
import { httpError } from './http-error';

/**
 * Fixed-window counters keyed by anything (an email, an account id), shared through Redis
 * when set. The per-address and per-account request limits use @fastify/rate-limit; this
 * adds the limits that follow one account: codes mailed to it, and failed sign-ins.
 */
export function createLimiter(options: { redis?: Redis | undefined; prefix: string }) {
  const memory = new Map<string, { count: number; resetAt: number }>();
  const fullKey = (key: string) => `${options.prefix}${key.toLowerCase()}`;

  async function increment(key: string, windowMs: number) {
    if (options.redis) {
      const [[, count], [, ttl]] = (await options.redis.multi().incr(key).pttl(key).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await options.redis.pexpire(key, windowMs);
      return { count, resetInMs: ttl < 0 ? windowMs : ttl };
    }
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

  async function decrement(key: string) {
    if (options.redis) {
      await options.redis.decr(key);
      return;
    }
    const entry = memory.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async function clear(key: string) {
    if (options.redis) await options.redis.del(key);
    else memory.delete(key);
  }

  return {
    /** Counts one attempt; throws a 429 with Retry-After once more than `max` fall in the window. */
    async consume(key: string, limit: RateLimit) {
      const { count, resetInMs } = await increment(fullKey(key), limit.windowMs);
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
      const { count, resetInMs } = await increment(counter, limit.windowMs);
      if (count > limit.max) throw tooManyAttempts(resetInMs);
      try {
        const result = await attempt();
        await clear(counter);
        return result;
      } catch (error) {
        const wrongCredentials = (error as { statusCode?: number }).statusCode === 401;
        if (!wrongCredentials) await decrement(counter);
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

// One-time codes sent by email (verify, reset): six digits, stored as an HMAC, valid for
// 15 minutes, dead after 5 wrong tries. Issuing a code retires the earlier ones.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE } from '@prepward/shared/constants';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { emailCodes } from '../../db/schema';

export type CodePurpose = 'verify' | 'reset';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked' | 'missing';

export function createCodeService(secret: string) {
  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

  return {
    async issue(db: DatabaseOrTransaction, userId: string, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 10 ** ONE_TIME_CODE.length)).padStart(
        ONE_TIME_CODE.length,
        '0',
      );
      await db
        .update(emailCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.consumedAt),
          ),
        );
      await db.insert(emailCodes).values({
        userId,
        purpose,
        codeHash: digest(userId, purpose, code),
        expiresAt: new Date(Date.now() + ONE_TIME_CODE.ttlMinutes * 60_000),
      });
      return code;
    },

    /** Checks the latest live code; a wrong guess is counted atomically. 'ok' consumes it. */
    async check(
      db: DatabaseOrTransaction,
      userId: string,
      purpose: CodePurpose,
      code: string,
    ): Promise<CodeCheck> {
      const [latest] = await db
        .select()
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.consumedAt),
          ),
        )
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      if (!latest) return 'missing';
      if (latest.attempts >= ONE_TIME_CODE.maxAttempts) return 'locked';
      if (latest.expiresAt.getTime() <= Date.now()) return 'expired';

      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(digest(userId, purpose, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const [counted] = await db
          .update(emailCodes)
          .set({ attempts: sql`${emailCodes.attempts} + 1` })
          .where(eq(emailCodes.id, latest.id))
          .returning({ attempts: emailCodes.attempts });
        return (counted?.attempts ?? ONE_TIME_CODE.maxAttempts) >= ONE_TIME_CODE.maxAttempts
          ? 'locked'
          : 'invalid';
      }
      const consumed = await db
        .update(emailCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      // A concurrent request used it first.
      return consumed.length === 1 ? 'ok' : 'missing';
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;

export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'That code is not correct. Check the latest email and try again.',
  expired: 'This code has expired. Request a new one.',
  locked: 'Too many wrong codes. Request a new one.',
  missing: 'This code is no longer valid. Request a new one.',
};

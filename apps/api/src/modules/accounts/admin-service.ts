import { eq, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { presentAdmin } from './present';
import { ACCOUNT_MESSAGES } from './student-service';

const DUMMY_HASH = hashPassword('not-a-real-password-0');

export function createAdminAccounts({
  db,
  tokens,
  changeFeed,
}: {
  db: Database;
  tokens: TokenService;
  /** Told of each change to an account, so the signed-in account kept in memory follows. */
  changeFeed: Pick<ChangeFeed, 'tell'>;
}) {
  const issueSession = async (admin: typeof admins.$inferSelect) => ({
    jwt: await tokens.sign('admin', { subject: admin.id, version: admin.tokenVersion }),
    admin: presentAdmin(admin),
  });

  return {
    async authenticate(email: string, password: string) {
      const [admin] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
      const passwordOk = admin
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyPassword(await DUMMY_HASH, password);
      if (!admin || !passwordOk) throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials);
      return issueSession(admin);
    },

    async changePassword(
      admin: typeof admins.$inferSelect,
      oldPassword: string,
      newPassword: string,
    ) {
      if (!(await verifyPassword(admin.passwordHash, oldPassword))) {
        throw badRequest(ACCOUNT_MESSAGES.wrongOldPassword, [
          { path: 'oldPassword', message: ACCOUNT_MESSAGES.wrongOldPassword },
        ]);
      }
      const [updated] = await db
        .update(admins)
        .set({
          passwordHash: await hashPassword(newPassword),
          tokenVersion: sql`${admins.tokenVersion} + 1`,
        })
        .where(eq(admins.id, admin.id))
        .returning();
      changeFeed.tell({ kind: 'admin', id: admin.id });
      if (!updated) throw unauthorized();
      return issueSession(updated);
    },
  };
}
export type AdminAccounts = ReturnType<typeof createAdminAccounts>;

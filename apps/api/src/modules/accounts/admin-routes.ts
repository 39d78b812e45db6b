import { MESSAGES } from '@prepward/shared/messages';
import { adminAccountOperations as op } from '@prepward/shared/operations/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../config';
import type { Limiter } from '../../lib/limiter';
import { route } from '../../lib/route';
import { limitPerAddress } from '../../plugins/rate-limit';
import type { AdminAccounts } from './admin-service';
import { presentAdmin } from './present';

export const adminAccountRoutes: FastifyPluginAsyncZod<{
  accounts: AdminAccounts;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { accounts, limiter, limits }) => {
  route(
    app,
    op.signIn,
    async ({ body }) => {
      const { email, password } = body;
      const session = await limiter.limitFailures(
        `admin-login:${email}`,
        limits.signinFailures,
        () => accounts.authenticate(email, password),
      );
      return { message: MESSAGES.loginSuccessful, ...session };
    },
    { config: limitPerAddress(limits.signin) },
  );

  route(app, op.getCurrentAdmin, async ({ admin }) => ({
    message: 'Administrator',
    admin: presentAdmin(admin),
  }));

  route(app, op.changePassword, async ({ admin, body }) => {
    await limiter.consume(`admin-change-password:${admin.id}`, limits.passwordChanges);
    const session = await accounts.changePassword(admin, body.oldPassword, body.newPassword);
    return { message: MESSAGES.passwordUpdated, ...session };
  });
};

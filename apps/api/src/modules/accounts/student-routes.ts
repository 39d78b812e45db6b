import { MESSAGES } from '@prepward/shared/messages';
import { studentAccountOperations as op } from '@prepward/shared/operations/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../config';
import type { Limiter } from '../../lib/limiter';
import { route } from '../../lib/route';
import { limitPerAddress } from '../../plugins/rate-limit';
import { presentStudent } from './present';
import type { StudentAccounts } from './student-service';

export const studentAccountRoutes: FastifyPluginAsyncZod<{
  accounts: StudentAccounts;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { accounts, limiter, limits }) => {
  route(
    app,
    op.signUp,
    async ({ body }) => ({ message: MESSAGES.accountCreated, user: await accounts.signup(body) }),
    { config: limitPerAddress(limits.signup) },
  );

  route(app, op.verifyEmail, async ({ body }) => accounts.verifyEmail(body.email, body.otp), {
    config: limitPerAddress(limits.codeChecks),
  });

  route(
    app,
    op.resendVerification,
    async ({ body }) => {
      await limiter.consume(`resend:${body.email}`, limits.codeEmailsPerAccount);
      return accounts.resendVerification(body.email);
    },
    { config: limitPerAddress(limits.codeEmails) },
  );

  route(
    app,
    op.signIn,
    async ({ body, request }) => {
      const { email, password } = body;
      const session = await limiter.limitFailures(`login:${email}`, limits.signinFailures, () =>
        accounts.login(email, password, request.ip),
      );
      return { message: MESSAGES.loginSuccessful, ...session };
    },
    { config: limitPerAddress(limits.signin) },
  );

  route(
    app,
    op.signInWithGoogle,
    async ({ body }) => ({
      message: MESSAGES.loginSuccessful,
      ...(await accounts.signInWithGoogle(body.credential)),
    }),
    { config: limitPerAddress(limits.signin) },
  );

  const forgot = async (email: string) => {
    await limiter.consume(`forgot:${email}`, limits.codeEmailsPerAccount);
    return accounts.requestPasswordReset(email);
  };
  route(app, op.requestPasswordResetByQuery, async ({ query }) => forgot(query.email), {
    config: limitPerAddress(limits.codeEmails),
  });
  route(app, op.requestPasswordReset, async ({ body }) => forgot(body.email), {
    config: limitPerAddress(limits.codeEmails),
  });

  route(
    app,
    op.resetPassword,
    async ({ body }) => accounts.resetPassword(body.email, body.otp, body.password),
    { config: limitPerAddress(limits.codeChecks) },
  );

  route(app, op.changePassword, async ({ student, body }) => {
    await limiter.consume(`change-password:${student.id}`, limits.passwordChanges);
    const session = await accounts.changePassword(student, body.oldPassword, body.newPassword);
    return { message: MESSAGES.passwordUpdated, ...session };
  });

  route(app, op.getProfile, async ({ student }) => ({
    message: 'Profile',
    user: presentStudent(student),
  }));

  route(app, op.updateProfile, async ({ student, body }) => ({
    message: MESSAGES.updateSuccessful,
    ...(await accounts.updateProfile(student, body)),
  }));
};

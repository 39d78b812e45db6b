import { MESSAGES } from '@prepward/shared/messages';
import { ZAdminLoginRequest } from '@prepward/shared/schemas/admin';
import { ZAdmin, ZChangePasswordRequest } from '@prepward/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limiter } from '../../lib/limiter';
import type { RateLimits } from '../../config';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import { limitPerAddress } from '../../plugins/rate-limit';
import type { AdminAccounts } from './admin-service';
import { presentAdmin } from './present';

const tags = ['admin accounts'];

export const adminAccountRoutes: FastifyPluginAsyncZod<{
  accounts: AdminAccounts;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { accounts, limiter, limits }) => {
  app.post(
    '/admin/onboarding/authenticate',
    {
      config: limitPerAddress(limits.signin),
      schema: {
        tags,
        summary: 'Administrator sign-in',
        body: ZAdminLoginRequest,
        response: { 200: envelope({ jwt: z.string(), admin: ZAdmin }) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const session = await limiter.limitFailures(
        `admin-login:${email}`,
        limits.signinFailures,
        () => accounts.authenticate(email, password),
      );
      return {
        message: 'success' as const,
        data: { message: MESSAGES.loginSuccessful, ...session },
      };
    },
  );

  app.get(
    '/admin/onboarding/me',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The signed-in administrator',
        response: { 200: envelope({ admin: ZAdmin }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Administrator', admin: presentAdmin(request.admin!) },
    }),
  );

  app.patch(
    '/admin/onboarding/password',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change password (ends the other sessions; returns a fresh token)',
        body: ZChangePasswordRequest,
        response: { 200: envelope({ jwt: z.string(), admin: ZAdmin }) },
      },
    },
    async (request) => {
      const admin = request.admin!;
      await limiter.consume(`admin-change-password:${admin.id}`, limits.passwordChanges);
      const session = await accounts.changePassword(
        admin,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return {
        message: 'success' as const,
        data: { message: MESSAGES.passwordUpdated, ...session },
      };
    },
  );
};

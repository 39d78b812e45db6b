import { MESSAGES } from '@prepward/shared/messages';
import { ZAdminLoginRequest } from '@prepward/shared/schemas/admin';
import { ZAdmin, ZChangePasswordRequest } from '@prepward/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limiter } from '../../lib/limiter';
import { bearerSecurity, envelope, limitPerIp, MINUTE_MS } from '../../lib/route-schemas';
import type { AdminAccounts } from './admin-service';
import { presentAdmin } from './present';

const tags = ['admin accounts'];

export const adminAccountRoutes: FastifyPluginAsyncZod<{
  accounts: AdminAccounts;
  limiter: Limiter;
}> = async (app, { accounts, limiter }) => {
  app.post(
    '/admin/onboarding/authenticate',
    {
      config: limitPerIp(20, 5),
      schema: {
        tags,
        summary: 'Administrator sign-in',
        body: ZAdminLoginRequest,
        response: { 200: envelope({ jwt: z.string(), admin: ZAdmin }) },
      },
    },
    async (request) => {
      await limiter.consume(`admin-login:${request.body.email}`, 10, 15 * MINUTE_MS);
      const session = await accounts.authenticate(request.body.email, request.body.password);
      return {
        message: 'success' as const,
        data: { message: MESSAGES.loginSuccessful, ...session },
      };
    },
  );

  app.get(
    '/admin/onboarding/me',
    {
      preHandler: app.requireAdmin,
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
      preHandler: app.requireAdmin,
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
      await limiter.consume(`admin-change-password:${admin.id}`, 10, 15 * MINUTE_MS);
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

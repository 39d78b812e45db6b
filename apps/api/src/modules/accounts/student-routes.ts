import { MESSAGES } from '@prepward/shared/messages';
import {
  ZChangePasswordRequest,
  ZEmailRequest,
  ZGoogleSignInRequest,
  ZLocation,
  ZLoginRequest,
  ZProfileUpdateRequest,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZStudent,
  ZVerifyEmailRequest,
} from '@prepward/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limiter } from '../../lib/limiter';
import type { RateLimits } from '../../config';
import { bearerSecurity, envelope, ZMessageOnly } from '../../lib/route-schemas';
import { limitPerAddress } from '../../plugins/rate-limit';
import { presentStudent } from './present';
import type { StudentAccounts } from './student-service';

const tags = ['student accounts'];

export const studentAccountRoutes: FastifyPluginAsyncZod<{
  accounts: StudentAccounts;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { accounts, limiter, limits }) => {
  app.post(
    '/user/onboarding/signup',
    {
      config: limitPerAddress(limits.signup),
      schema: {
        tags,
        summary: 'Create an unverified account and email a code',
        body: ZSignupRequest,
        response: { 201: envelope({ user: ZStudent }) },
      },
    },
    async (request, reply) => {
      const user = await accounts.signup(request.body);
      return reply
        .status(201)
        .send({ message: 'success' as const, data: { message: MESSAGES.accountCreated, user } });
    },
  );

  app.post(
    '/user/onboarding/verify',
    {
      config: limitPerAddress(limits.codeChecks),
      schema: {
        tags,
        summary: 'Verify the email with the emailed code',
        body: ZVerifyEmailRequest,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: await accounts.verifyEmail(request.body.email, request.body.otp),
    }),
  );

  app.post(
    '/user/onboarding/verify/resend',
    {
      config: limitPerAddress(limits.codeEmails),
      schema: {
        tags,
        summary: 'Email a new verification code',
        body: ZEmailRequest,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      await limiter.consume(`resend:${request.body.email}`, limits.codeEmailsPerAccount);
      return {
        message: 'success' as const,
        data: await accounts.resendVerification(request.body.email),
      };
    },
  );

  app.post(
    '/user/onboarding/login',
    {
      config: limitPerAddress(limits.signin),
      schema: {
        tags,
        summary: 'Sign in; records the country of the request IP',
        body: ZLoginRequest,
        response: { 200: envelope({ jwt: z.string(), user: ZStudent, location: ZLocation }) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const session = await limiter.limitFailures(`login:${email}`, limits.signinFailures, () =>
        accounts.login(email, password, request.ip),
      );
      return {
        message: 'success' as const,
        data: { message: MESSAGES.loginSuccessful, ...session },
      };
    },
  );

  app.post(
    '/user/onboarding/google',
    {
      config: limitPerAddress(limits.signin),
      schema: {
        tags,
        summary: 'Sign in or sign up with a Google ID token',
        body: ZGoogleSignInRequest,
        response: { 200: envelope({ jwt: z.string(), user: ZStudent }) },
      },
    },
    async (request) => {
      const session = await accounts.signInWithGoogle(request.body.credential);
      return {
        message: 'success' as const,
        data: { message: MESSAGES.loginSuccessful, ...session },
      };
    },
  );

  const forgot = async (email: string) => {
    await limiter.consume(`forgot:${email}`, limits.codeEmailsPerAccount);
    return { message: 'success' as const, data: await accounts.requestPasswordReset(email) };
  };
  app.get(
    '/user/onboarding/password/forgot',
    {
      config: limitPerAddress(limits.codeEmails),
      schema: {
        tags,
        summary: 'Email a password reset code (same reply whether or not the account exists)',
        querystring: ZEmailRequest,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => forgot(request.query.email),
  );
  app.post(
    '/user/onboarding/password/forgot',
    {
      config: limitPerAddress(limits.codeEmails),
      schema: {
        tags,
        summary: 'Email a password reset code (same reply whether or not the account exists)',
        body: ZEmailRequest,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => forgot(request.body.email),
  );

  app.post(
    '/user/onboarding/password/forgot/reset',
    {
      config: limitPerAddress(limits.codeChecks),
      schema: {
        tags,
        summary: 'Set a new password with the emailed code',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageOnly },
      },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      return {
        message: 'success' as const,
        data: await accounts.resetPassword(email, otp, password),
      };
    },
  );

  app.patch(
    '/user/onboarding/password/reset',
    {
      preValidation: app.requireStudent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change password (ends the other sessions; returns a fresh token)',
        body: ZChangePasswordRequest,
        response: { 200: envelope({ jwt: z.string(), user: ZStudent }) },
      },
    },
    async (request) => {
      const student = request.student!;
      await limiter.consume(`change-password:${student.id}`, limits.passwordChanges);
      const session = await accounts.changePassword(
        student,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return {
        message: 'success' as const,
        data: { message: MESSAGES.passwordUpdated, ...session },
      };
    },
  );

  app.get(
    '/user/profile',
    {
      preValidation: app.requireStudent,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The signed-in student',
        response: { 200: envelope({ user: ZStudent }) },
      },
    },
    async (request) => {
      return {
        message: 'success' as const,
        data: { message: 'Profile', user: presentStudent(request.student!) },
      };
    },
  );

  app.patch(
    '/user/profile/update',
    {
      preValidation: app.requireStudent,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Update profile fields (only those sent); a new email is unverified until its code is entered',
        body: ZProfileUpdateRequest,
        response: { 200: envelope({ user: ZStudent, emailVerificationSent: z.boolean() }) },
      },
    },
    async (request) => {
      const result = await accounts.updateProfile(request.student!, request.body);
      return {
        message: 'success' as const,
        data: { message: MESSAGES.updateSuccessful, ...result },
      };
    },
  );
};

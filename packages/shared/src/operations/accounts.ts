// Accounts: a student's sign-up, email verification, sign-in (password or Google), password
// reset and profile; an administrator's sign-in, own record and password.
import { z } from 'zod';
import { operation } from '../operation';
import { ZAdminLoginRequest } from '../schemas/admin';
import {
  ZAdmin,
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
} from '../schemas/auth';

const studentTag = 'student accounts';
const adminTag = 'admin accounts';

/** A reply that carries only its message. */
const ZNothing = z.object({});

const resetCodeSummary =
  'Email a password reset code (same reply whether or not the account exists)';

export const studentAccountOperations = {
  signUp: operation({
    method: 'POST',
    path: '/user/onboarding/signup',
    tag: studentTag,
    caller: 'anyone',
    summary: 'Create an unverified account and email a code',
    body: ZSignupRequest,
    reply: z.object({ user: ZStudent }),
    status: 201,
  }),
  verifyEmail: operation({
    method: 'POST',
    path: '/user/onboarding/verify',
    tag: studentTag,
    caller: 'anyone',
    summary: 'Verify the email with the emailed code',
    body: ZVerifyEmailRequest,
    reply: ZNothing,
  }),
  resendVerification: operation({
    method: 'POST',
    path: '/user/onboarding/verify/resend',
    tag: studentTag,
    caller: 'anyone',
    summary: 'Email a new verification code',
    body: ZEmailRequest,
    reply: ZNothing,
  }),
  signIn: operation({
    method: 'POST',
    path: '/user/onboarding/login',
    tag: studentTag,
    caller: 'anyone',
    summary: 'Sign in; records the country of the request IP',
    body: ZLoginRequest,
    reply: z.object({
      jwt: z.string(),
      user: ZStudent,
      /** The account's first sign-in ever: the dashboard says 'Welcome', not 'Welcome back'. */
      firstSignIn: z.boolean(),
      location: ZLocation,
    }),
  }),
  signInWithGoogle: operation({
    method: 'POST',
    path: '/user/onboarding/google',
    tag: studentTag,
    caller: 'anyone',
    summary: 'Sign in or sign up with a Google ID token',
    body: ZGoogleSignInRequest,
    reply: z.object({ jwt: z.string(), user: ZStudent, firstSignIn: z.boolean() }),
  }),
  requestPasswordReset: operation({
    method: 'POST',
    path: '/user/onboarding/password/forgot',
    tag: studentTag,
    caller: 'anyone',
    summary: resetCodeSummary,
    body: ZEmailRequest,
    reply: ZNothing,
  }),
  /** The same as requestPasswordReset, with the email in the query string. */
  requestPasswordResetByQuery: operation({
    method: 'GET',
    path: '/user/onboarding/password/forgot',
    tag: studentTag,
    caller: 'anyone',
    summary: resetCodeSummary,
    query: ZEmailRequest,
    reply: ZNothing,
  }),
  resetPassword: operation({
    method: 'POST',
    path: '/user/onboarding/password/forgot/reset',
    tag: studentTag,
    caller: 'anyone',
    summary: 'Set a new password with the emailed code',
    body: ZResetPasswordRequest,
    reply: ZNothing,
  }),
  changePassword: operation({
    method: 'PATCH',
    path: '/user/onboarding/password/reset',
    tag: studentTag,
    caller: 'student',
    summary: 'Change password (ends the other sessions; returns a fresh token)',
    body: ZChangePasswordRequest,
    reply: z.object({ jwt: z.string(), user: ZStudent }),
  }),
  getProfile: operation({
    method: 'GET',
    path: '/user/profile',
    tag: studentTag,
    caller: 'student',
    summary: 'The signed-in student',
    reply: z.object({ user: ZStudent }),
  }),
  updateProfile: operation({
    method: 'PATCH',
    path: '/user/profile/update',
    tag: studentTag,
    caller: 'student',
    summary:
      'Update profile fields (only those sent); a new email is unverified until its code is entered',
    body: ZProfileUpdateRequest,
    reply: z.object({ user: ZStudent, emailVerificationSent: z.boolean() }),
  }),
};

export const adminAccountOperations = {
  signIn: operation({
    method: 'POST',
    path: '/admin/onboarding/authenticate',
    tag: adminTag,
    caller: 'anyone',
    summary: 'Administrator sign-in',
    body: ZAdminLoginRequest,
    reply: z.object({ jwt: z.string(), admin: ZAdmin }),
  }),
  getCurrentAdmin: operation({
    method: 'GET',
    path: '/admin/onboarding/me',
    tag: adminTag,
    caller: 'admin',
    summary: 'The signed-in administrator',
    reply: z.object({ admin: ZAdmin }),
  }),
  changePassword: operation({
    method: 'PATCH',
    path: '/admin/onboarding/password',
    tag: adminTag,
    caller: 'admin',
    summary: 'Change password (ends the other sessions; returns a fresh token)',
    body: ZChangePasswordRequest,
    reply: z.object({ jwt: z.string(), admin: ZAdmin }),
  }),
};

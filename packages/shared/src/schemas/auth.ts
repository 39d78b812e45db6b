import { z } from 'zod';
import {
  CHANGE_PASSWORD_MIN_LENGTH,
  ONE_TIME_CODE,
  PASSWORD_MIN_LENGTH,
  PROFESSIONS,
} from '../constants';
import { VALIDATION } from '../messages';
import { emailField, requiredString } from './common';

/** The signup / reset password rule: 8+ characters, a lowercase, an uppercase and a digit. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`,
);

export const strongPassword = (label = 'Password') =>
  requiredString(label)
    .max(128, 'Password is too long')
    .regex(PASSWORD_PATTERN, VALIDATION.passwordRule);

const changePasswordField = (label: string) =>
  requiredString(label)
    .min(CHANGE_PASSWORD_MIN_LENGTH, VALIDATION.changePasswordMin)
    .max(128, 'Password is too long');

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`);

const nameField = (label: string) => requiredString(label).max(80, `${label} is too long`);

/** One of the professions of the list (docs/decisions/0019-professions.md). */
const professionField = () =>
  requiredString('Profession').pipe(z.enum(PROFESSIONS, VALIDATION.unknownProfession));

export const ZOneTimeCode = z
  .string({ error: VALIDATION.required('Code') })
  .trim()
  .regex(
    new RegExp(`^\\d{${ONE_TIME_CODE.length}}$`),
    `Enter the ${ONE_TIME_CODE.length}-digit code`,
  );

// ---- Forms (field names as the forms' field sets) ----

export const ZSignupForm = z
  .object({
    fname: nameField('First name'),
    lname: nameField('Last name'),
    email: emailField(),
    password: strongPassword(),
    confirmpassword: requiredString('Confirm password'),
    profession: professionField(),
    country: requiredString('Country').max(80),
  })
  .refine((form) => form.password === form.confirmpassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmpassword'],
  });
export type TSignupForm = z.input<typeof ZSignupForm>;

export const ZLoginForm = z.object({
  email: emailField(),
  password: requiredString('Password').max(128),
});
export type TLoginForm = z.input<typeof ZLoginForm>;

export const ZForgotPasswordForm = z.object({ email: emailField() });

export const ZResetPasswordForm = z
  .object({
    otp: ZOneTimeCode,
    password: strongPassword(),
    confirmpassword: requiredString('Confirm password'),
  })
  .refine((form) => form.password === form.confirmpassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmpassword'],
  });

/** Profile edit: every field optional; an email, if given, must be valid (or empty). */
export const ZProfileForm = z.object({
  fname: optionalText(80).optional(),
  lname: optionalText(80).optional(),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, VALIDATION.invalidEmail)
    .optional(),
  profession: optionalText(80).optional(),
  country: optionalText(80).optional(),
});

/**
 * Change password; the confirmation must match the new password (see
 * docs/decisions/0017-change-password-confirmation-must-match.md).
 */
export const ZChangePasswordForm = z
  .object({
    oldpass: changePasswordField('Old password'),
    newpass: changePasswordField('New password'),
    confirmnewpass: changePasswordField('Confirm new password'),
  })
  .refine((form) => form.newpass === form.confirmnewpass, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmnewpass'],
  })
  .refine((form) => form.newpass !== form.oldpass, {
    message: VALIDATION.samePassword,
    path: ['newpass'],
  });

// ---- Requests (field names as the API's calls) ----

export const ZSignupRequest = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField(),
  password: strongPassword(),
  profession: professionField(),
  country: requiredString('Country').max(80),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZLoginRequest = ZLoginForm;
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZVerifyEmailRequest = z.object({ email: emailField(), otp: ZOneTimeCode });
export const ZEmailRequest = z.object({ email: emailField() });

export const ZResetPasswordRequest = z.object({
  email: emailField(),
  otp: ZOneTimeCode,
  password: strongPassword(),
});

/** The new password must differ from the old one (the student's and the administrator's). */
export const ZChangePasswordRequest = z
  .object({
    oldPassword: changePasswordField('Old password'),
    newPassword: changePasswordField('New password'),
  })
  .refine((request) => request.newPassword !== request.oldPassword, {
    message: VALIDATION.samePassword,
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZProfileUpdateRequest = z
  .object({
    firstName: optionalText(80).min(1).optional(),
    lastName: optionalText(80).min(1).optional(),
    email: emailField().optional(),
    profession: professionField().optional(),
    country: optionalText(80).min(1).optional(),
  })
  .strict();

export const ZGoogleSignInRequest = z.object({
  credential: requiredString('Credential').max(4096),
});

// ---- Responses ----

export const ZStudent = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profession: z.string(),
  country: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type TStudent = z.infer<typeof ZStudent>;

export const ZLocation = z.object({
  status: z.enum(['found', 'private', 'failed']),
  country: z.string().nullable(),
});

export const ZAdmin = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  examAccess: z.array(z.string()),
  createdAt: z.string(),
});
export type TAdmin = z.infer<typeof ZAdmin>;

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION } from '../messages';
import {
  ZChangePasswordForm,
  ZChangePasswordRequest,
  ZForgotPasswordForm,
  ZLoginForm,
  ZProfileForm,
  ZProfileUpdateRequest,
  ZResetPasswordForm,
  ZSignupForm,
  ZSignupRequest,
} from './auth';
import { ZAddAdminRequest } from './admin';

/** Field path -> first message, as a form shows them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const validSignup = {
  fname: 'Ada',
  lname: 'Okafor',
  email: 'Ada@Example.com',
  password: 'Nurse2024',
  confirmpassword: 'Nurse2024',
  profession: 'Nurses',
  country: 'Nigeria',
};

describe('signup form', () => {
  it('accepts a valid form and lower-cases the email', () => {
    const parsed = ZSignupForm.parse(validSignup);
    expect(parsed.email).toBe('ada@example.com');
  });

  it("requires every field with '{label} is required'", () => {
    expect(errorsOf(ZSignupForm, {})).toEqual({
      fname: 'First name is required',
      lname: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmpassword: 'Confirm password is required',
      profession: 'Profession is required',
      country: 'Country is required',
    });
    expect(errorsOf(ZSignupForm, { ...validSignup, fname: '   ' })).toEqual({
      fname: 'First name is required',
    });
  });

  it('rejects an invalid email', () => {
    expect(errorsOf(ZSignupForm, { ...validSignup, email: 'not-an-email' })).toEqual({
      email: VALIDATION.invalidEmail,
    });
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])(
    'rejects the weak password %s with the rule text',
    (password) => {
      expect(
        errorsOf(ZSignupForm, { ...validSignup, password, confirmpassword: password }),
      ).toEqual({ password: VALIDATION.passwordRule });
    },
  );

  it('accepts a password with a special character too', () => {
    const password = 'Nurse#2024!';
    expect(
      ZSignupForm.safeParse({ ...validSignup, password, confirmpassword: password }).success,
    ).toBe(true);
  });

  it("shows 'Passwords do not match' on confirmpassword", () => {
    expect(errorsOf(ZSignupForm, { ...validSignup, confirmpassword: 'Nurse2025' })).toEqual({
      confirmpassword: 'Passwords do not match',
    });
  });

  it('signup request uses the API field names', () => {
    expect(
      ZSignupRequest.safeParse({
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada@example.com',
        password: 'Nurse2024',
        profession: 'Nurses',
        country: 'Nigeria',
      }).success,
    ).toBe(true);
    expect(errorsOf(ZSignupRequest, {}).firstName).toBe('First name is required');
  });

  it('takes only a profession of the list, in the form, the request and a profile update', () => {
    expect(errorsOf(ZSignupForm, { ...validSignup, profession: 'Astronaut' })).toEqual({
      profession: 'Choose a profession from the list',
    });
    expect(errorsOf(ZSignupForm, { ...validSignup, profession: 'Nurse' }).profession).toBe(
      'Choose a profession from the list',
    );
    expect(
      errorsOf(ZSignupRequest, {
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada@example.com',
        password: 'Nurse2024',
        profession: 'Astronaut',
        country: 'Nigeria',
      }),
    ).toEqual({ profession: 'Choose a profession from the list' });
    expect(errorsOf(ZProfileUpdateRequest, { profession: 'Nurse' })).toEqual({
      profession: 'Choose a profession from the list',
    });
    expect(ZProfileUpdateRequest.parse({ profession: ' Physiotherapist ' })).toEqual({
      profession: 'Physiotherapist',
    });
  });
});

describe('login form', () => {
  it('requires email and password', () => {
    expect(errorsOf(ZLoginForm, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('accepts any password string', () => {
    expect(ZLoginForm.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it("step 1 needs an email: 'Email is required'", () => {
    expect(errorsOf(ZForgotPasswordForm, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(ZForgotPasswordForm, { email: 'nope' })).toEqual({
      email: VALIDATION.invalidEmail,
    });
  });
  it('step 2 applies the signup password rule and the match rule', () => {
    expect(
      errorsOf(ZResetPasswordForm, { otp: '123456', password: 'weak', confirmpassword: 'weak' }),
    ).toEqual({ password: VALIDATION.passwordRule });
    expect(
      errorsOf(ZResetPasswordForm, {
        otp: '123456',
        password: 'Strong123',
        confirmpassword: 'Strong124',
      }),
    ).toEqual({ confirmpassword: 'Passwords do not match' });
    expect(
      errorsOf(ZResetPasswordForm, {
        otp: '12',
        password: 'Strong123',
        confirmpassword: 'Strong123',
      }),
    ).toEqual({ otp: 'Enter the 6-digit code' });
  });
});

describe('change password', () => {
  it('requires each field with its label', () => {
    expect(errorsOf(ZChangePasswordForm, { oldpass: '', newpass: '', confirmnewpass: '' })).toEqual(
      {
        oldpass: 'Old password is required',
        newpass: 'New password is required',
        confirmnewpass: 'Confirm new password is required',
      },
    );
  });
  it('needs at least 6 characters each', () => {
    expect(
      errorsOf(ZChangePasswordForm, {
        oldpass: '12345',
        newpass: '12345',
        confirmnewpass: '12345',
      }),
    ).toEqual({
      oldpass: VALIDATION.changePasswordMin,
      newpass: VALIDATION.changePasswordMin,
      confirmnewpass: VALIDATION.changePasswordMin,
    });
  });
  it('needs the confirmation to match', () => {
    expect(
      errorsOf(ZChangePasswordForm, {
        oldpass: 'abcdef',
        newpass: 'abcdefg',
        confirmnewpass: 'abcdefh',
      }),
    ).toEqual({ confirmnewpass: 'Passwords do not match' });
  });
  it('refuses a new password equal to the old one, in the form and the request', () => {
    expect(
      errorsOf(ZChangePasswordForm, {
        oldpass: 'Same2024',
        newpass: 'Same2024',
        confirmnewpass: 'Same2024',
      }),
    ).toEqual({ newpass: VALIDATION.samePassword });
    expect(
      errorsOf(ZChangePasswordRequest, { oldPassword: 'Same2024', newPassword: 'Same2024' }),
    ).toEqual({ newPassword: 'Choose a password different from your current one.' });
  });
  it('request carries oldPassword and newPassword', () => {
    expect(
      ZChangePasswordRequest.safeParse({ oldPassword: 'abcdef', newPassword: 'ghijkl' }).success,
    ).toBe(true);
  });
});

describe('profile', () => {
  it('accepts an empty form and an empty email', () => {
    expect(ZProfileForm.safeParse({}).success).toBe(true);
    expect(ZProfileForm.safeParse({ email: '' }).success).toBe(true);
  });
  it('rejects an invalid email', () => {
    expect(errorsOf(ZProfileForm, { email: 'bad' })).toEqual({ email: VALIDATION.invalidEmail });
  });
  it('request refuses unknown fields such as a password', () => {
    expect(ZProfileUpdateRequest.safeParse({ password: 'x' }).success).toBe(false);
    expect(ZProfileUpdateRequest.safeParse({ firstName: 'Ada' }).success).toBe(true);
  });
});

describe('add administrator', () => {
  it('requires name, email, password and at least one role; exam access is optional', () => {
    expect(errorsOf(ZAddAdminRequest, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      roles: 'Choose at least one role',
    });
    expect(
      errorsOf(ZAddAdminRequest, { name: 'A', email: 'a@b.co', password: 'longenough', roles: [] }),
    ).toEqual({ roles: 'Choose at least one role' });
    const parsed = ZAddAdminRequest.parse({
      name: 'A',
      email: 'a@b.co',
      password: 'longenough',
      roles: ['viewer'],
    });
    expect(parsed.examAccess).toEqual([]);
  });
  it('refuses unknown roles', () => {
    expect(
      ZAddAdminRequest.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: 'longenough',
        roles: ['root'],
      }).success,
    ).toBe(false);
  });
});

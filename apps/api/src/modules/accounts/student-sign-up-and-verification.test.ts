// Student accounts: sign-up (an unverified account and a mailed code), and verification of
// the email with that code (wrong tries, expiry, resends).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../db/schema';
import { studentOnboarding } from '../../test/student-account-fixtures';
import { createTestApp, latestCode, type TestContext } from '../../test/test-app';

describe('student accounts', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const { post, signup, login } = studentOnboarding(() => context);

  describe('sign-up', () => {
    it('creates an unverified account and emails a six-digit code', async () => {
      const response = await signup('New.Nurse@Example.com');
      expect(response.statusCode).toBe(201);
      const body = response.json<{
        message: string;
        data: { message: string; user: Record<string, unknown> };
      }>();
      expect(body.message).toBe('success');
      expect(body.data.message).toBe('Account Created Successfully');
      expect(body.data.user).toMatchObject({
        email: 'new.nurse@example.com',
        verified: false,
        profession: 'Nurses',
      });
      expect(JSON.stringify(body)).not.toMatch(/hash|argon|tokenVersion/i);
      expect(await latestCode(context, 'new.nurse@example.com')).toMatch(/^\d{6}$/);

      const [stored] = await context.db
        .select()
        .from(users)
        .where(eq(users.email, 'new.nurse@example.com'));
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
      const [code] = await context.db
        .select()
        .from(emailCodes)
        .where(eq(emailCodes.userId, stored!.id));
      expect(code!.codeHash).not.toContain(await latestCode(context, 'new.nurse@example.com'));
    });

    it('takes only a profession of the list', async () => {
      for (const profession of ['Astronaut', 'Nurse']) {
        const response = await signup(`${profession.toLowerCase()}@example.com`, { profession });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          details: [{ path: 'profession', message: 'Choose a profession from the list' }],
        });
      }
      expect(
        (await signup('physio@example.com', { profession: 'Physiotherapist' })).statusCode,
      ).toBe(201);
    });

    it('refuses a duplicate email with 409 and a first detail-free message', async () => {
      await signup('dupe@example.com');
      const response = await signup('DUPE@example.com');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'Conflict',
        message: expect.stringContaining('already exists'),
      });
    });

    it('answers every validation failure with 400 and one detail per field', async () => {
      const response = await post('/user/onboarding/signup', { email: 'bad', password: 'weak' });
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        message: string;
        error: string;
        details: { path: string; message: string }[];
      }>();
      expect(body.error).toBe('Bad Request');
      const byPath = Object.fromEntries(
        body.details.map((detail) => [detail.path, detail.message]),
      );
      expect(byPath).toMatchObject({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        password: expect.stringContaining('Password must be at least 8 characters long'),
        profession: 'Profession is required',
        country: 'Country is required',
      });
      expect(body.message).toBe(body.details[0]!.message);
    });
  });

  describe('verification', () => {
    it('verifies with the right code and then allows sign-in', async () => {
      await signup('verify-me@example.com');
      const early = await login('verify-me@example.com');
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({
        error: 'Unverified',
        message: expect.stringContaining('verify your email'),
      });

      const verified = await post('/user/onboarding/verify', {
        email: 'verify-me@example.com',
        otp: await latestCode(context, 'verify-me@example.com'),
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        data: { message: 'Email verified. You can now sign in.' },
      });
      expect((await login('verify-me@example.com')).statusCode).toBe(200);
    });

    it('locks the code after five wrong tries; a resent code works', async () => {
      const email = 'locked@example.com';
      await signup(email);
      const good = await latestCode(context, email);
      const wrong = good === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await post('/user/onboarding/verify', { email, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: expect.stringContaining('not correct') });
      }
      const fifth = await post('/user/onboarding/verify', { email, otp: wrong });
      expect(fifth.json()).toMatchObject({ message: 'Too many wrong codes. Request a new one.' });
      const afterLock = await post('/user/onboarding/verify', { email, otp: good });
      expect(afterLock.statusCode).toBe(400);
      expect(afterLock.json()).toMatchObject({
        message: 'Too many wrong codes. Request a new one.',
      });

      const resend = await post('/user/onboarding/verify/resend', { email });
      expect(resend.statusCode).toBe(200);
      const fresh = await latestCode(context, email);
      expect((await post('/user/onboarding/verify', { email, otp: fresh })).statusCode).toBe(200);
    });

    it('refuses an expired code', async () => {
      const email = 'expired@example.com';
      await signup(email);
      const [user] = await context.db.select().from(users).where(eq(users.email, email));
      await context.db
        .update(emailCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailCodes.userId, user!.id));
      const response = await post('/user/onboarding/verify', {
        email,
        otp: await latestCode(context, email),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'This code has expired. Request a new one.',
      });
    });

    it('rate-limits resends per account with Retry-After', async () => {
      const email = 'resend-limit@example.com';
      await signup(email);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await post('/user/onboarding/verify/resend', { email })).statusCode).toBe(200);
      }
      const limited = await post('/user/onboarding/verify/resend', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json()).toMatchObject({
        error: 'Too Many Requests',
        message: expect.stringContaining('Too many attempts'),
      });
    });
  });
});

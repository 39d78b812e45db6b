// Student accounts: sign-in (generic refusals, the login country, behind a proxy or not), the
// blacklist, password recovery, and what a signed-in student changes (password, profile, email).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { freshIp, password, studentOnboarding } from '../../test/student-account-fixtures';
import { createTestApp, latestCode, outboxFor, type TestContext } from '../../test/test-app';

describe('student accounts', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const { post, login, verifiedStudent } = studentOnboarding(() => context);

  describe('sign-in', () => {
    it('returns a token and the user, and one generic message for a wrong password or unknown email', async () => {
      const session = await verifiedStudent('signin@example.com');
      expect(session.jwt.split('.')).toHaveLength(3);
      // The first sign-in says so (the dashboard welcomes, not 'welcomes back'); later ones not.
      expect(session.firstSignIn).toBe(true);
      expect((await login('signin@example.com')).json()).toMatchObject({
        data: { firstSignIn: false },
      });

      const wrongPassword = await login('signin@example.com', 'Wrong12345');
      const unknown = await login('nobody@example.com', 'Wrong12345');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknown.json());
      expect(wrongPassword.json()).toMatchObject({ message: 'Incorrect email or password' });
    });

    it('records the country of a public IP and reports a private one as such', async () => {
      await verifiedStudent('geo@example.com');
      const fromUk = await login('geo@example.com', password, '81.2.69.160');
      expect(fromUk.json()).toMatchObject({
        data: { location: { status: 'found', country: 'United Kingdom' } },
      });
      const [stored] = await context.db
        .select()
        .from(users)
        .where(eq(users.email, 'geo@example.com'));
      expect(stored!.loginCountry).toBe('GB');
      const local = await login('geo@example.com', password, '127.0.0.1');
      expect(local.json()).toMatchObject({
        data: { location: { status: 'private', country: null } },
      });
    });

    it('refuses a blacklisted student at sign-in and at once on an open session', async () => {
      const session = await verifiedStudent('banned@example.com');
      await context.db
        .update(users)
        .set({ blacklisted: true })
        .where(eq(users.email, 'banned@example.com'));
      await context.app.changes.settled();
      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${session.jwt}` },
      });
      expect(profile.statusCode).toBe(403);
      expect(profile.json()).toMatchObject({ error: 'Blacklisted' });
      const again = await login('banned@example.com');
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ error: 'Blacklisted' });
    });
  });

  describe('password recovery', () => {
    it('gives the same reply whether or not the account exists, and mails only real accounts', async () => {
      await verifiedStudent('forgot@example.com');
      const known = await context.app.inject({
        method: 'GET',
        url: '/api/v1/user/onboarding/password/forgot?email=forgot@example.com',
        remoteAddress: freshIp(),
      });
      const unknown = await post('/user/onboarding/password/forgot', {
        email: 'ghost@example.com',
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(await outboxFor(context, 'ghost@example.com')).toHaveLength(0);
      expect((await outboxFor(context, 'forgot@example.com')).at(-1)).toContain(
        'password reset code',
      );
    });

    it('resets the password with the code and ends the old sessions', async () => {
      const email = 'reset@example.com';
      const session = await verifiedStudent(email);
      await post('/user/onboarding/password/forgot', { email });
      const weak = await post('/user/onboarding/password/forgot/reset', {
        email,
        otp: await latestCode(context, email),
        password: 'weak',
      });
      expect(weak.statusCode).toBe(400);
      const reset = await post('/user/onboarding/password/forgot/reset', {
        email,
        otp: await latestCode(context, email),
        password: 'Brand3New',
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(email, password)).statusCode).toBe(401);
      expect((await login(email, 'Brand3New')).statusCode).toBe(200);
      const old = await context.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${session.jwt}` },
      });
      expect(old.statusCode).toBe(401);
      // A used code cannot be used twice.
      const replay = await post('/user/onboarding/password/forgot/reset', {
        email,
        otp: await latestCode(context, email),
        password: 'Another3New',
      });
      expect(replay.statusCode).toBe(400);
    });
  });

  describe('signed-in student', () => {
    it('changes the password: wrong old password refused, other tokens ended, new token works', async () => {
      const email = 'change@example.com';
      const session = await verifiedStudent(email);
      const auth = { authorization: `Bearer ${session.jwt}` };
      const wrong = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/onboarding/password/reset',
        headers: auth,
        payload: { oldPassword: 'NotMine1', newPassword: 'Changed1' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'Your current password is not correct' });
      const short = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/onboarding/password/reset',
        headers: auth,
        payload: { oldPassword: password, newPassword: 'abc' },
      });
      expect(short.json()).toMatchObject({
        message: 'Password must be at least 6 characters long',
      });
      const same = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/onboarding/password/reset',
        headers: auth,
        payload: { oldPassword: password, newPassword: password },
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({
        details: [
          {
            path: 'newPassword',
            message: 'Choose a password different from your current one.',
          },
        ],
      });

      const changed = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/onboarding/password/reset',
        headers: auth,
        payload: { oldPassword: password, newPassword: 'Changed1' },
      });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<{ data: { message: string; jwt: string } }>().data;
      expect(fresh.message).toBe('Password Updated Successfully');
      const withOld = await context.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: auth,
      });
      expect(withOld.statusCode).toBe(401);
      const withNew = await context.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${fresh.jwt}` },
      });
      expect(withNew.statusCode).toBe(200);
    });

    it('updates only the fields sent and refuses an email another account uses', async () => {
      await verifiedStudent('taken@example.com');
      const session = await verifiedStudent('profile@example.com');
      const auth = { authorization: `Bearer ${session.jwt}` };
      const updated = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/profile/update',
        headers: auth,
        payload: { firstName: 'Adaeze', country: 'Ghana' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        data: {
          message: 'Update Successful',
          user: { firstName: 'Adaeze', lastName: 'Okafor', country: 'Ghana' },
        },
      });
      expect(updated.json()).toMatchObject({
        data: { emailVerificationSent: false, user: { verified: true } },
      });
      const profession = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/profile/update',
        headers: auth,
        payload: { profession: 'Nurse' },
      });
      expect(profession.statusCode).toBe(400);
      expect(profession.json()).toMatchObject({ message: 'Choose a profession from the list' });
      const clash = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/profile/update',
        headers: auth,
        payload: { email: 'TAKEN@example.com' },
      });
      expect(clash.statusCode).toBe(409);
      const invalid = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/profile/update',
        headers: auth,
        payload: { email: 'nope', password: 'x' },
      });
      expect(invalid.statusCode).toBe(400);
    });

    it('a changed email must be verified again: the session goes on, sign-in waits for the code', async () => {
      const session = await verifiedStudent('old-address@example.com');
      const auth = { authorization: `Bearer ${session.jwt}` };
      const changed = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/profile/update',
        headers: auth,
        payload: { email: 'New-Address@example.com' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        data: {
          emailVerificationSent: true,
          user: { email: 'new-address@example.com', verified: false },
        },
      });
      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: auth,
      });
      expect(profile.statusCode).toBe(200);
      expect((await login('new-address@example.com')).json()).toMatchObject({
        error: 'Unverified',
      });

      const code = await latestCode(context, 'new-address@example.com');
      expect(
        (await post('/user/onboarding/verify', { email: 'new-address@example.com', otp: code }))
          .statusCode,
      ).toBe(200);
      expect((await login('new-address@example.com')).statusCode).toBe(200);
    });

    it('a student token never opens an admin route', async () => {
      const session = await verifiedStudent('not-admin@example.com');
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v1/admin/onboarding/me',
        headers: { authorization: `Bearer ${session.jwt}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('sign-in behind a proxy (TRUST_PROXY)', () => {
  let trusting: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    [trusting, direct] = await Promise.all([
      createTestApp({ environment: { TRUST_PROXY: '127.0.0.1' } }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusting.close(), direct.close()]);
  });

  async function countryOfLogin(context: TestContext, email: string) {
    await context.db.insert(users).values({
      firstName: 'P',
      lastName: 'X',
      email,
      verified: true,
      passwordHash: await hashPassword(password),
    });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/user/onboarding/login',
      payload: { email, password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '81.2.69.160' },
    });
    return response.json<{ data: { location: { status: string } } }>().data.location.status;
  }

  it('uses X-Forwarded-For only from a trusted proxy', async () => {
    expect(await countryOfLogin(trusting, 'proxied@example.com')).toBe('found');
    expect(await countryOfLogin(direct, 'spoofed@example.com')).toBe('private');
  });
});

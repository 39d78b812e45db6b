import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestContext } from '../../test/test-app';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'test-client-id.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let context: TestContext;
  let jwksServer: Server;
  let privateKey: PrivateKey;
  let otherKey: PrivateKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'test-key',
      alg: 'RS256',
      use: 'sig',
    };
    jwksServer = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    context = await createTestApp({
      environment: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
      },
    });
  });
  afterAll(async () => {
    await context.close();
    jwksServer.close();
  });

  const idToken = (
    claims: Record<string, unknown> = {},
    options: { key?: PrivateKey; audience?: string; issuer?: string; expiresIn?: number } = {},
  ) =>
    new SignJWT({
      email: 'grace@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject('google-subject-1')
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 600))
      .sign(options.key ?? privateKey);

  const google = (credential: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/user/onboarding/google',
      payload: { credential },
    });

  it('lets the page load Google Identity Services under the CSP', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(response.json()).toMatchObject({ data: { googleClientId: CLIENT_ID } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain('frame-src https://accounts.google.com');
  });

  it('creates a verified account from a valid ID token, then signs the same person in again', async () => {
    const first = await google(await idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: {
        message: 'Login Successful',
        user: { email: 'grace@example.com', firstName: 'Grace', verified: true },
      },
    });
    const second = await google(await idToken());
    expect(second.json<{ data: { user: { id: string } } }>().data.user.id).toBe(
      first.json<{ data: { user: { id: string } } }>().data.user.id,
    );
    expect(
      await context.db.select().from(users).where(eq(users.email, 'grace@example.com')),
    ).toHaveLength(1);
  });

  it('links an existing password account with the same email and marks it verified', async () => {
    await context.db.insert(users).values({
      firstName: 'Lin',
      lastName: 'K',
      email: 'lin@example.com',
      passwordHash: await hashPassword('Linpass12'),
    });
    const linToken = await new SignJWT({
      email: 'lin@example.com',
      email_verified: true,
      name: 'Lin K',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject('google-subject-lin')
      .setIssuer('accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('5m')
      .sign(privateKey);
    const linked = await google(linToken);
    expect(linked.json()).toMatchObject({
      data: { user: { email: 'lin@example.com', verified: true } },
    });
    const [stored] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'lin@example.com'));
    expect(stored!.googleSubject).toBe('google-subject-lin');
  });

  it.each([
    ['a token signed by another key', () => idToken({}, { key: otherKey })],
    ['a token for another audience', () => idToken({}, { audience: 'someone-else' })],
    ['a token from another issuer', () => idToken({}, { issuer: 'https://evil.example.com' })],
    ['an expired token', () => idToken({}, { expiresIn: -60 })],
    ['an unverified email', () => idToken({ email_verified: false })],
    ['garbage', () => Promise.resolve('not.a.token')],
  ])('refuses %s', async (_name, make) => {
    const response = await google(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Google sign-in failed. Please try again.' });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('answers 404, never a 5xx, and the public config says there is no client id', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/user/onboarding/google',
      payload: { credential: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Google sign-in is not enabled on this server',
      error: 'Not Found',
    });
    const config = await context.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(config.json()).toMatchObject({ data: { googleClientId: null } });
  });
});

describe('admin accounts', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
    await context.db.insert(admins).values({
      name: 'Chief',
      email: 'chief@example.com',
      passwordHash: await hashPassword('ChiefPass1'),
      roles: ['admin'],
    });
  });
  afterAll(() => context.close());

  const authenticate = (email: string, password: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/onboarding/authenticate',
      payload: { email, password },
    });

  it('signs in with an admin token that opens admin routes only', async () => {
    const response = await authenticate('Chief@Example.com', 'ChiefPass1');
    expect(response.statusCode).toBe(200);
    const { jwt, admin } = response.json<{
      data: { jwt: string; admin: Record<string, unknown> };
    }>().data;
    expect(admin).toMatchObject({ email: 'chief@example.com', roles: ['admin'], examAccess: [] });
    expect(JSON.stringify(admin)).not.toMatch(/hash/i);
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/onboarding/me',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(me.statusCode).toBe(200);
    const studentRoute = await context.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(studentRoute.statusCode).toBe(401);
  });

  it('refuses a wrong password with the generic message', async () => {
    const response = await authenticate('chief@example.com', 'nope');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Incorrect email or password' });
    expect((await authenticate('', '')).json()).toMatchObject({
      details: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
  });

  it('changes the password and ends the old token', async () => {
    const { jwt } = (await authenticate('chief@example.com', 'ChiefPass1')).json<{
      data: { jwt: string };
    }>().data;
    const auth = { authorization: `Bearer ${jwt}` };
    const wrong = await context.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/onboarding/password',
      headers: auth,
      payload: { oldPassword: 'wrongpass', newPassword: 'NewChief1' },
    });
    expect(wrong.statusCode).toBe(400);
    const same = await context.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/onboarding/password',
      headers: auth,
      payload: { oldPassword: 'ChiefPass1', newPassword: 'ChiefPass1' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      message: 'Choose a password different from your current one.',
    });
    const changed = await context.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/onboarding/password',
      headers: auth,
      payload: { oldPassword: 'ChiefPass1', newPassword: 'NewChief1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { message: 'Password Updated Successfully' } });
    const old = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/onboarding/me',
      headers: auth,
    });
    expect(old.statusCode).toBe(401);
    expect((await authenticate('chief@example.com', 'NewChief1')).statusCode).toBe(200);
  });
});

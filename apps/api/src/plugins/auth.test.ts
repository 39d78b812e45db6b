// The guards every later route relies on: audiences, expiry, tampering, token version,
// blacklisting and role permissions.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, users } from '../db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../test/test-app';

describe('auth guards', () => {
  let context: TestContext;
  let studentId: string;
  let viewerId: string;

  beforeAll(async () => {
    context = await createTestApp({
      extraRoutes: (app) => {
        app.get(
          '/api/v1/probe/student',
          { preValidation: app.requireStudent },
          async (request) => ({
            message: 'success',
            data: { message: 'ok', id: request.student?.id },
          }),
        );
        app.get('/api/v1/probe/admin', { preValidation: app.requireAdmin }, async () => ({
          message: 'success',
          data: { message: 'ok' },
        }));
        app.get(
          '/api/v1/probe/admins-write',
          { preValidation: app.requirePermission('admins:write') },
          async () => ({
            message: 'success',
            data: { message: 'ok' },
          }),
        );
      },
    });
    const [student] = await context.db
      .insert(users)
      .values({ firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', verified: true })
      .returning();
    const [viewer] = await context.db
      .insert(admins)
      .values({ name: 'Vee', email: 'viewer@example.com', passwordHash: 'x', roles: ['viewer'] })
      .returning();
    studentId = student!.id;
    viewerId = viewer!.id;
  });
  afterAll(() => context.close());

  const get = (url: string, token?: string) =>
    context.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses a missing token with 401 in the envelope', async () => {
    const response = await get('/api/v1/probe/student');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please sign in to continue',
      error: 'Unauthorized',
    });
  });

  it('accepts a student token on a student route and never on an admin route', async () => {
    const token = await context.app.tokens.sign('user', { subject: studentId, version: 0 });
    expect((await get('/api/v1/probe/student', token)).json()).toMatchObject({
      data: { id: studentId },
    });
    expect((await get('/api/v1/probe/admin', token)).statusCode).toBe(401);
  });

  it('accepts an admin token on an admin route and never on a student route', async () => {
    const token = await context.app.tokens.sign('admin', { subject: viewerId, version: 0 });
    expect((await get('/api/v1/probe/admin', token)).statusCode).toBe(200);
    expect((await get('/api/v1/probe/student', token)).statusCode).toBe(401);
  });

  it('refuses tampered and expired tokens', async () => {
    const token = await context.app.tokens.sign('user', { subject: studentId, version: 0 });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: studentId, ver: 0, aud: 'prepward:admin' }),
    ).toString('base64url');
    expect(
      (await get('/api/v1/probe/student', `${header}.${forged}.${signature}`)).statusCode,
    ).toBe(401);
    expect(
      (await get('/api/v1/probe/student', `${header}.${payload}.${signature}x`)).statusCode,
    ).toBe(401);

    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(studentId)
      .setIssuer('prepward')
      .setAudience('prepward:user')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await get('/api/v1/probe/student', expired)).statusCode).toBe(401);
  });

  it('refuses a token issued before the token version changed (password change)', async () => {
    const token = await context.app.tokens.sign('user', { subject: studentId, version: 0 });
    await context.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, studentId));
    await context.app.changes.settled();
    const response = await get('/api/v1/probe/student', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Your session has ended. Please sign in again.',
    });
    await context.db.update(users).set({ tokenVersion: 0 }).where(eq(users.id, studentId));
    await context.app.changes.settled();
  });

  it('refuses a blacklisted student at once, with 403', async () => {
    const token = await context.app.tokens.sign('user', { subject: studentId, version: 0 });
    await context.db.update(users).set({ blacklisted: true }).where(eq(users.id, studentId));
    await context.app.changes.settled();
    const response = await get('/api/v1/probe/student', token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Blacklisted' });
    await context.db.update(users).set({ blacklisted: false }).where(eq(users.id, studentId));
    await context.app.changes.settled();
  });

  it('checks role permissions: a viewer may not manage administrators', async () => {
    const token = await context.app.tokens.sign('admin', { subject: viewerId, version: 0 });
    const response = await get('/api/v1/probe/admins-write', token);
    expect(response.statusCode).toBe(403);
    await context.db
      .update(admins)
      .set({ roles: ['admin'] })
      .where(eq(admins.id, viewerId));
    await context.app.changes.settled();
    expect((await get('/api/v1/probe/admins-write', token)).statusCode).toBe(200);
  });
});

describe('guards run before validation', () => {
  let context: TestContext;
  const tokens: Record<'student' | 'blacklisted' | 'viewer' | 'examiner', string> = {
    student: '',
    blacklisted: '',
    viewer: '',
    examiner: '',
  };

  beforeAll(async () => {
    context = await createTestApp();
    const [student, blacklisted] = await context.db
      .insert(users)
      .values([
        {
          firstName: 'Ama',
          lastName: 'Boateng',
          email: 'order-student@example.com',
          verified: true,
        },
        {
          firstName: 'Kofi',
          lastName: 'Mensah',
          email: 'order-blacklisted@example.com',
          verified: true,
          blacklisted: true,
        },
      ])
      .returning();
    const [viewer, examiner] = await context.db
      .insert(admins)
      .values([
        { name: 'Viewer', email: 'order-viewer@example.com', passwordHash: 'x', roles: ['viewer'] },
        {
          name: 'Examiner',
          email: 'order-examiner@example.com',
          passwordHash: 'x',
          roles: ['examiner'],
        },
      ])
      .returning();
    const sign = (kind: 'user' | 'admin', subject: string) =>
      context.app.tokens.sign(kind, { subject, version: 0 });
    tokens.student = await sign('user', student!.id);
    tokens.blacklisted = await sign('user', blacklisted!.id);
    tokens.viewer = await sign('admin', viewer!.id);
    tokens.examiner = await sign('admin', examiner!.id);
  });
  afterAll(() => context.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: object } = {},
  ) =>
    context.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.payload ? { payload: options.payload } : {}),
    });

  it('answers 401, not 400, to an anonymous request with a bad body, query or params', async () => {
    const requests = [
      send('POST', '/user/support', { payload: { subject: 42 } }),
      send('GET', '/user/test?page=-5&status=nonsense'),
      send('POST', '/user/test/not-an-id', { payload: { type: 'nonsense' } }),
      send('PATCH', '/user/profile/update', { payload: { email: 'not-an-email' } }),
      send('POST', '/admin/exam/', { payload: { name: '' } }),
      send('GET', '/admin/users?tab=nonsense'),
      send('DELETE', '/admin/question/not-an-id'),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({
        message: 'Please sign in to continue',
        error: 'Unauthorized',
      });
    }
  });

  it('answers 401, not 400, to an anonymous request with broken JSON or a NUL character', async () => {
    const raw = (url: string, payload: string, token?: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload,
      });
    const broken = await raw('/user/support', '{"subject":');
    expect(broken.statusCode).toBe(401);
    const nul = await raw('/admin/exam/', String.raw`{"name":"a\u0000"}`);
    expect(nul.statusCode).toBe(401);
    const query = await send('GET', '/user/test?status=%00');
    expect(query.statusCode).toBe(401);
    const params = await send('DELETE', '/admin/question/%00');
    expect(params.statusCode).toBe(401);
    // A caller that may make the request learns what is wrong with it.
    expect((await raw('/user/support', '{"subject":', tokens.student)).statusCode).toBe(400);
    const refused = await raw('/user/support', String.raw`{"subject":"a\u0000"}`, tokens.student);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: [{ path: 'subject' }] });
  });

  it("answers 401 to the other audience's token whatever the body", async () => {
    const asStudent = await send('POST', '/admin/exam/', {
      token: tokens.student,
      payload: { name: '' },
    });
    expect(asStudent.statusCode).toBe(401);
    const asAdmin = await send('POST', '/user/support', {
      token: tokens.viewer,
      payload: {},
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it('answers 403, not 400, to a caller without the role or with a blacklisted account', async () => {
    const blacklisted = await send('POST', '/user/support', {
      token: tokens.blacklisted,
      payload: { subject: 42 },
    });
    expect(blacklisted.statusCode).toBe(403);
    expect(blacklisted.json()).toMatchObject({ error: 'Blacklisted' });

    const forbidden = [
      send('POST', '/admin/exam/', { token: tokens.viewer, payload: { name: '' } }),
      send('DELETE', '/admin/question/not-an-id', { token: tokens.viewer }),
      send('GET', '/admin/users?tab=nonsense', { token: tokens.examiner }),
      send('POST', '/admin/users/not-an-id/blacklist', { token: tokens.viewer, payload: {} }),
    ];
    for (const response of await Promise.all(forbidden)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Forbidden' });
    }
  });

  it('still answers 400 with the details once the caller may make the request', async () => {
    const student = await send('POST', '/user/support', {
      token: tokens.student,
      payload: { subject: 42 },
    });
    expect(student.statusCode).toBe(400);
    expect(student.json()).toMatchObject({ error: 'Bad Request', details: expect.any(Array) });
    expect(
      (await send('GET', '/admin/users?tab=nonsense', { token: tokens.viewer })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/admin/exam/', { token: tokens.examiner, payload: { name: '' } }))
        .statusCode,
    ).toBe(400);
  });
});

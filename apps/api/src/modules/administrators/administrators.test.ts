import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog } from '../../db/schema';
import { createAdministrators } from './service';
import { call, createAdmin, createExam, type Session } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type AdminRow = { id: string; name: string; email: string; roles: string[]; examAccess: string[] };

describe('administrators', () => {
  let context: TestContext;
  let root: Session;
  let viewer: Session;
  let examId: string;

  beforeAll(async () => {
    context = await createTestApp();
    root = await createAdmin(context, { roles: ['admin'], name: 'Root Admin' });
    viewer = await createAdmin(context, { roles: ['viewer'], name: 'Vera Viewer' });
    examId = (await createExam(context, 'Nursing', 0)).exam.id;
  });
  afterAll(() => context.close());

  const add = (payload: object, token = root.token) =>
    call(context, { method: 'POST', url: '/admin/onboarding/add', token, payload });
  const remove = (id: string, token = root.token) =>
    call(context, { method: 'DELETE', url: `/admin/onboarding/${id}`, token });

  it('lists administrators newest first with pagination and a search on name or email', async () => {
    const response = await call(context, {
      method: 'GET',
      url: '/admin/onboarding?perPage=1',
      token: viewer.token,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { admins: AdminRow[]; pagination: object } }>();
    expect(data.pagination).toEqual({ total: 2, perPage: 1, currentPage: 1 });
    expect(data.admins[0]).toMatchObject({ name: 'Vera Viewer', roles: ['viewer'] });
    expect(data.admins[0]).not.toHaveProperty('passwordHash');

    const byName = await call(context, {
      method: 'GET',
      url: '/admin/onboarding?search=root',
      token: viewer.token,
    });
    expect(byName.json<{ data: { admins: AdminRow[] } }>().data.admins.map((a) => a.name)).toEqual([
      'Root Admin',
    ]);
  });

  it('adds an administrator who can then sign in, limited to the chosen exams', async () => {
    const response = await add({
      name: '  Eve Examiner ',
      email: 'Eve@PrepWard.test',
      password: 'Examiner2024',
      roles: ['examiner', 'examiner'],
      examAccess: [examId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { message: string; admin: AdminRow } }>();
    expect(data.message).toBe('Admin Added Successfully');
    expect(data.admin).toMatchObject({
      name: 'Eve Examiner',
      email: 'eve@prepward.test',
      roles: ['examiner'],
      examAccess: [examId],
    });

    const signIn = await call(context, {
      method: 'POST',
      url: '/admin/onboarding/authenticate',
      payload: { email: 'eve@prepward.test', password: 'Examiner2024' },
    });
    expect(signIn.statusCode).toBe(200);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, data.admin.id));
    expect(audit).toMatchObject({ action: 'created', entity: 'admin', adminId: root.id });
    expect(JSON.stringify(audit?.details)).not.toContain('Examiner2024');
  });

  it('needs at least one role; exam access is optional (empty means every exam)', async () => {
    const roleless = await add({
      name: 'No Roles',
      email: 'noroles@prepward.test',
      password: 'NoRoles2024',
    });
    expect(roleless.statusCode).toBe(400);
    expect(roleless.json()).toMatchObject({
      message: 'Choose at least one role',
      details: [{ path: 'roles', message: 'Choose at least one role' }],
    });
    const empty = await add({
      name: 'No Roles',
      email: 'noroles@prepward.test',
      password: 'NoRoles2024',
      roles: [],
    });
    expect(empty.json()).toMatchObject({ message: 'Choose at least one role' });
    const everyExam = await add({
      name: 'One Role',
      email: 'onerole@prepward.test',
      password: 'OneRole2024',
      roles: ['viewer'],
    });
    expect(everyExam.statusCode).toBe(200);
    expect(everyExam.json()).toMatchObject({
      data: { admin: { roles: ['viewer'], examAccess: [] } },
    });
  });

  it('refuses a taken email, unknown exams and invalid fields', async () => {
    const taken = await add({
      name: 'Copy',
      email: 'EVE@prepward.test',
      password: 'Examiner2024',
      roles: ['viewer'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'An administrator with this email already exists',
    });

    const unknownExam = await add({
      name: 'Ghost',
      email: 'ghost@prepward.test',
      password: 'Ghost2024x',
      roles: ['viewer'],
      examAccess: [examId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownExam.statusCode).toBe(400);
    expect(unknownExam.json()).toMatchObject({
      message: 'One or more of the chosen exams do not exist',
      details: [{ path: 'examAccess' }],
    });

    for (const [payload, path, message] of [
      [{ email: 'a@b.co', password: 'Password1' }, 'name', 'Name is required'],
      [{ name: 'A', password: 'Password1' }, 'email', 'Email is required'],
      [{ name: 'A', email: 'nope', password: 'Password1' }, 'email', 'Invalid email address'],
      [{ name: 'A', email: 'a@b.co' }, 'password', 'Password is required'],
      [
        { name: 'A', email: 'a@b.co', password: 'short' },
        'password',
        'Password must be at least 8 characters long',
      ],
      [
        { name: 'A', email: 'a@b.co', password: 'Password1', roles: ['owner'] },
        'roles.0',
        'Unknown role',
      ],
      [
        { name: 'A', email: 'a@b.co', password: 'Password1', examAccess: ['x'] },
        'examAccess.0',
        'Invalid id',
      ],
    ] as const) {
      const response = await add({ roles: ['viewer'], ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, details: [{ path, message }] });
    }
    expect(
      await context.db.select().from(admins).where(eq(admins.email, 'ghost@prepward.test')),
    ).toEqual([]);
  });

  it('lists every role and the exams an administrator is limited to, by name', async () => {
    const limited = await createAdmin(context, {
      roles: ['examiner', 'viewer'],
      examAccess: [examId],
      name: 'Lim Ited',
    });
    const response = await call(context, {
      method: 'GET',
      url: '/admin/onboarding?search=lim%20ited',
      token: viewer.token,
    });
    expect(response.json()).toMatchObject({
      data: {
        admins: [
          {
            id: limited.id,
            roles: ['examiner', 'viewer'],
            examAccess: [examId],
            exams: [{ id: examId, name: 'Nursing' }],
          },
        ],
      },
    });
  });

  it('edits the roles and exam access of another administrator, audited', async () => {
    const edited = await createAdmin(context, { roles: ['viewer'], name: 'To Edit' });
    const update = (payload: object, id = edited.id, token = root.token) =>
      call(context, { method: 'PATCH', url: `/admin/onboarding/${id}`, token, payload });

    const response = await update({ roles: ['examiner', 'sales'], examAccess: [examId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        message: 'Administrator updated',
        admin: {
          roles: ['examiner', 'sales'],
          examAccess: [examId],
          exams: [{ id: examId, name: 'Nursing' }],
        },
      },
    });
    // The new roles hold on the next request: sales may read sales now.
    const sales = await call(context, { method: 'GET', url: '/admin/sales', token: edited.token });
    expect(sales.statusCode).toBe(200);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, edited.id), eq(auditLog.action, 'updated')));
    expect(audit).toMatchObject({ entity: 'admin', adminId: root.id });
    expect(audit?.details).toMatchObject({
      from: { roles: ['viewer'], examAccess: [] },
      to: { roles: ['examiner', 'sales'], examAccess: [examId] },
    });

    // Only the exam access: every exam again.
    const widened = await update({ examAccess: [] });
    expect(widened.json()).toMatchObject({
      data: { admin: { roles: ['examiner', 'sales'], examAccess: [], exams: [] } },
    });

    for (const [payload, message] of [
      [{ roles: [] }, 'Choose at least one role'],
      [{}, 'Change the roles or the exam access'],
      [
        { examAccess: ['00000000-0000-4000-8000-000000000000'] },
        'One or more of the chosen exams do not exist',
      ],
      [{ roles: ['viewer'], name: 'Renamed' }, 'Unrecognized key: "name"'],
    ] as const) {
      const refused = await update(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    expect((await update({ roles: ['admin'] }, edited.id, viewer.token)).statusCode).toBe(403);
    expect(
      (await update({ roles: ['viewer'] }, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const self = await update({ roles: ['viewer'] }, root.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      message: 'You cannot change your own roles or exam access',
      error: 'SelfEdit',
    });
  });

  it('the last administrator with role admin keeps it', async () => {
    // Through the API the actor holds the admin role and cannot edit itself, so this guards
    // races and actors who lost the role mid-way: check it directly.
    const service = createAdministrators({ db: context.db, changeFeed: context.app.changes });
    await expect(
      service.update({ id: viewer.id }, root.id, { roles: ['viewer'] }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'LastAdmin',
      message: 'The last administrator with role admin must keep that role',
    });
    const second = await createAdmin(context, { roles: ['admin'], name: 'Second Admin' });
    await expect(
      service.update({ id: viewer.id }, second.id, { roles: ['hr'] }),
    ).resolves.toMatchObject({ roles: ['hr'] });
    const [rootRow] = await context.db.select().from(admins).where(eq(admins.id, root.id));
    expect(rootRow?.roles).toEqual(['admin']);
  });

  it('removes an administrator, whose token stops working at once', async () => {
    const leaving = await createAdmin(context, { roles: ['sales'] });
    const response = await remove(leaving.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { message: 'Admin Removed Successfully' } });
    const me = await call(context, {
      method: 'GET',
      url: '/admin/onboarding/me',
      token: leaving.token,
    });
    expect(me.statusCode).toBe(401);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, leaving.id));
    expect(audit).toMatchObject({ action: 'deleted', entity: 'admin', adminId: root.id });
    expect((await remove(leaving.id)).statusCode).toBe(404);
  });

  it('nobody removes themselves', async () => {
    const response = await remove(root.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You cannot remove yourself',
      error: 'SelfRemoval',
    });
  });

  it('one of several admin-role administrators may go; the last one stays', async () => {
    const second = await createAdmin(context, { roles: ['admin', 'hr'] });
    expect((await remove(second.id)).statusCode).toBe(200);
    // Through the API an actor with role admin always leaves one behind, so the last-admin
    // rule guards races (below) and actors who lost the role mid-way: check it directly.
    const service = createAdministrators({ db: context.db, changeFeed: context.app.changes });
    await expect(service.remove({ id: viewer.id }, root.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'LastAdmin',
      message: 'The last administrator with role admin cannot be removed',
    });
    expect(await context.db.select().from(admins).where(eq(admins.id, root.id))).toHaveLength(1);
  });
});

describe('removing administrators at the same time', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('two admins removing each other: exactly one removal passes', async () => {
    for (let round = 0; round < 3; round += 1) {
      await context.db.delete(admins);
      const first = await createAdmin(context, { roles: ['admin'] });
      const second = await createAdmin(context, { roles: ['admin'] });
      const responses = await Promise.all([
        call(context, {
          method: 'DELETE',
          url: `/admin/onboarding/${second.id}`,
          token: first.token,
        }),
        call(context, {
          method: 'DELETE',
          url: `/admin/onboarding/${first.id}`,
          token: second.token,
        }),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      // The loser is either refused as the last admin (409) or already gone itself (401).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await context.db.select().from(admins);
      expect(left).toHaveLength(1);
      expect(left[0]?.roles).toContain('admin');
    }
  });

  it('the same removal sent twice at once: one passes, the other finds nothing', async () => {
    await context.db.delete(admins);
    const remover = await createAdmin(context, { roles: ['hr', 'admin'] });
    const other = await createAdmin(context, { roles: ['admin'] });
    const responses = await Promise.all([
      call(context, {
        method: 'DELETE',
        url: `/admin/onboarding/${other.id}`,
        token: remover.token,
      }),
      call(context, {
        method: 'DELETE',
        url: `/admin/onboarding/${other.id}`,
        token: remover.token,
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    expect(await context.db.select().from(admins)).toHaveLength(1);
  });
});

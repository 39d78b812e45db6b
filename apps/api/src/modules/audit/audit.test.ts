import type { TAuditEntry } from '@prepward/shared/schemas/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createStudent, type Session } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type Reply = { data: { entries: TAuditEntry[]; pagination: { total: number } } };

describe('audit log', () => {
  let context: TestContext;
  let admin: Session;
  let hr: Session;
  let studentId: string;
  let addedId: string;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await createAdmin(context, { roles: ['admin'], name: 'Ada Admin' });
    hr = await createAdmin(context, { roles: ['hr'], name: 'Hal HR' });
    studentId = (await createStudent(context)).id;
    // Real writes: each records its own row.
    await call(context, {
      method: 'POST',
      url: `/admin/users/${studentId}/blacklist`,
      token: hr.token,
      payload: { reason: 'Abuse' },
    });
    const added = await call(context, {
      method: 'POST',
      url: '/admin/onboarding/add',
      token: admin.token,
      payload: {
        name: 'Temp',
        email: 'temp@prepward.test',
        password: 'Temporary1',
        roles: ['admin'],
      },
    });
    addedId = added.json<{ data: { admin: { id: string } } }>().data.admin.id;
    await call(context, {
      method: 'POST',
      url: `/admin/users/${studentId}/unblacklist`,
      token: admin.token,
    });
  });
  afterAll(() => context.close());

  const list = async (query = '') => {
    const response = await call(context, {
      method: 'GET',
      url: `/admin/audit${query}`,
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Reply>().data;
  };

  it('lists every administrator write, newest first, with who did it', async () => {
    const data = await list();
    expect(data.pagination.total).toBe(3);
    expect(data.entries.map((entry) => [entry.action, entry.entity, entry.admin.name])).toEqual([
      ['unblacklisted', 'user', 'Ada Admin'],
      ['created', 'admin', 'Ada Admin'],
      ['blacklisted', 'user', 'Hal HR'],
    ]);
    expect(data.entries[2]).toMatchObject({ entityId: studentId, details: { reason: 'Abuse' } });
  });

  it('filters by entity, by administrator and by day', async () => {
    expect((await list('?entity=admin')).entries.map((entry) => entry.entityId)).toEqual([addedId]);
    expect((await list(`?adminId=${hr.id}`)).entries.map((entry) => entry.action)).toEqual([
      'blacklisted',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).pagination.total).toBe(3);
    expect((await list('?to=2000-01-01')).pagination.total).toBe(0);
    expect((await list(`?from=${today}&to=9999-12-31`)).pagination.total).toBe(3);
    expect((await list('?perPage=1&page=2')).entries.map((entry) => entry.action)).toEqual([
      'created',
    ]);
  });

  it('keeps who it was after that administrator is removed', async () => {
    const removed = await call(context, {
      method: 'DELETE',
      url: `/admin/onboarding/${hr.id}`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    const [blacklisting] = (await list('?entity=user')).entries.filter(
      (entry) => entry.action === 'blacklisted',
    );
    expect(blacklisting?.admin).toEqual({ id: null, name: null, email: hr.email });
  });

  it('refuses bad filters', async () => {
    for (const query of [
      '?entity=DROP TABLE',
      '?adminId=nope',
      '?from=2026-02-02&to=2026-02-01',
      '?from=0000-01-01',
    ]) {
      const response = await call(context, {
        method: 'GET',
        url: `/admin/audit${query}`,
        token: admin.token,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

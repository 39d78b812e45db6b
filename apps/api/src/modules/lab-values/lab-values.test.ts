import { LAB_VALUE_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type { TAdminLabValue, TLabValue } from '@prepward/shared/schemas/lab-values';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labValues } from '../../db/schema';
import {
  call,
  createAdmin,
  createExam,
  createStudent,
  type Session,
} from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type AdminList = {
  data: { labValues: TAdminLabValue[]; categories: string[]; pagination: { total: number } };
};
type Saved = { data: { message: string; labValue: TAdminLabValue } };
type Failure = { message: string; details?: { path: string; message: string }[] };

const newValue = (overrides: Record<string, unknown> = {}) => ({
  category: 'Toxicology',
  testName: 'Acetaminophen',
  conventionalRange: '10-30',
  conventionalUnit: 'µg/mL',
  siRange: '66-199',
  siUnit: 'µmol/L',
  ...overrides,
});

describe('lab values', () => {
  let context: TestContext;
  let admin: Session;
  let examiner: Session;
  let viewer: Session;
  let limited: Session;
  let student: Session;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await createAdmin(context, { roles: ['admin'] });
    examiner = await createAdmin(context, { roles: ['examiner'] });
    viewer = await createAdmin(context, { roles: ['viewer'] });
    const { exam } = await createExam(context, 'Limited exam', 0);
    limited = await createAdmin(context, { roles: ['admin'], examAccess: [exam.id] });
    student = await createStudent(context);
  });
  afterAll(() => context.close());

  const adminList = async (query = '', token = admin.token) => {
    const response = await call(context, {
      method: 'GET',
      url: `/admin/lab-values${query}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminList>().data;
  };
  const create = (payload: object, token = admin.token) =>
    call(context, { method: 'POST', url: '/admin/lab-values', token, payload });
  const update = (id: string, payload: object, token = admin.token) =>
    call(context, { method: 'PATCH', url: `/admin/lab-values/${id}`, token, payload });
  const remove = (id: string, token = admin.token) =>
    call(context, { method: 'DELETE', url: `/admin/lab-values/${id}`, token });
  const auditOf = (id: string) =>
    context.db
      .select({ action: auditLog.action, adminId: auditLog.adminId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lab_value'), eq(auditLog.entityId, id)));
  const studentList = (headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'GET',
      url: '/api/v1/user/lab-values',
      headers: { authorization: `Bearer ${student.token}`, ...headers },
    });

  describe('for students', () => {
    it('answers every lab value, electrolytes first, with an ETag the browser revalidates', async () => {
      const response = await studentList();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const { labValues: list } = response.json<{ data: { labValues: TLabValue[] } }>().data;
      const total = await context.db.$count(labValues);
      expect(list).toHaveLength(total);
      expect(list[0]).toMatchObject({ category: 'Serum electrolytes', testName: 'Sodium' });
      expect(list[0]).not.toHaveProperty('createdAt');
      const categories = [...new Set(list.map((value) => value.category))];
      expect(categories.slice(0, 3)).toEqual(['Serum electrolytes', 'Renal', 'Liver']);

      const etag = String(response.headers.etag);
      const again = await studentList({ 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('gives a new ETag once an administrator changes the table', async () => {
      const before = String((await studentList()).headers.etag);
      const created = await create(newValue({ testName: 'Salicylate' }));
      expect(created.statusCode, created.body).toBe(201);
      const after = await studentList({ 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    });

    it('is not for administrators or anonymous callers', async () => {
      const asAdmin = await call(context, {
        method: 'GET',
        url: '/user/lab-values',
        token: admin.token,
      });
      expect(asAdmin.statusCode).toBe(401);
      expect((await call(context, { method: 'GET', url: '/user/lab-values' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('the admin list', () => {
    it('pages in display order and lists every category in use', async () => {
      const first = await adminList('?perPage=5');
      expect(first.labValues.map((value) => value.testName)).toEqual([
        'Sodium',
        'Potassium',
        'Chloride',
        'Bicarbonate (total CO2)',
        'Calcium, total',
      ]);
      expect(first.labValues.map((value) => value.position)).toEqual([1, 2, 3, 4, 5]);
      const second = await adminList('?perPage=5&page=2');
      expect(second.labValues[0]).toMatchObject({ testName: 'Calcium, ionized', position: 6 });
      expect(second.pagination).toEqual({
        total: first.pagination.total,
        perPage: 5,
        currentPage: 2,
      });
      expect(first.categories[0]).toBe('Serum electrolytes');
      expect(first.categories).toContain('Cerebrospinal fluid');
    });

    it('searches the test name and filters by category', async () => {
      const calcium = await adminList('?search=calcium');
      expect(calcium.labValues.map((value) => value.testName)).toEqual([
        'Calcium, total',
        'Calcium, ionized',
      ]);
      const urine = await adminList('?category=Urine&perPage=100');
      expect(urine.labValues.length).toBeGreaterThan(2);
      expect(urine.labValues.every((value) => value.category === 'Urine')).toBe(true);
      expect((await adminList('?category=Urine&search=ph')).labValues).toHaveLength(1);
      // Pattern characters are searched for as themselves.
      expect((await adminList('?search=%25')).pagination.total).toBe(0);
      expect((await adminList('?category=Nothing%20here')).labValues).toEqual([]);
    });

    it('refuses a bad query with 400 and a caller without content:read with 403', async () => {
      const response = await call(context, {
        method: 'GET',
        url: `/admin/lab-values?perPage=500&category=${'x'.repeat(101)}`,
        token: admin.token,
      });
      expect(response.statusCode).toBe(400);
      const sales = await createAdmin(context, { roles: ['sales'] });
      const refused = await call(context, {
        method: 'GET',
        url: '/admin/lab-values',
        token: sales.token,
      });
      expect(refused.statusCode).toBe(403);
      // A viewer and a limited administrator read.
      expect((await adminList('', viewer.token)).labValues.length).toBeGreaterThan(0);
      expect((await adminList('', limited.token)).labValues.length).toBeGreaterThan(0);
    });
  });

  describe('adding', () => {
    it('adds last in its category by default, and records it in the audit log', async () => {
      const response = await create(newValue({ note: '  Four hours after the dose.  ' }));
      expect(response.statusCode, response.body).toBe(201);
      const { labValue, message } = response.json<Saved>().data;
      expect(message).toBe(TEXT.added);
      expect(labValue).toMatchObject({
        testName: 'Acetaminophen',
        note: 'Four hours after the dose.',
        position: 2, // after Salicylate, added above
      });
      expect(await auditOf(labValue.id)).toEqual([
        {
          action: 'created',
          adminId: admin.id,
          details: { category: 'Toxicology', testName: 'Acetaminophen' },
        },
      ]);
    });

    it('takes a position and units left out, and an examiner may add', async () => {
      const response = await create(
        {
          category: 'Urine',
          testName: 'Ketones',
          conventionalRange: 'Negative',
          siRange: 'Negative',
          position: 1,
        },
        examiner.token,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Saved>().data.labValue).toMatchObject({
        conventionalUnit: '',
        siUnit: '',
        note: null,
        position: 1,
      });
    });

    it('refuses a second test of the same name in a category (any case) with 409', async () => {
      const response = await create(newValue({ testName: 'ACETAMINOPHEN' }));
      expect(response.statusCode).toBe(409);
      expect(response.json<Failure>().message).toBe(TEXT.duplicate);
      // The same name in another category is fine.
      expect((await create(newValue({ category: 'Poisons' }))).statusCode).toBe(201);
    });

    it('says what is wrong with each field and stores nothing', async () => {
      const before = await context.db.$count(labValues);
      const cases: [object, string, string][] = [
        [newValue({ testName: '  ' }), 'testName', 'Test name is required'],
        [newValue({ category: undefined }), 'category', 'Category is required'],
        [
          newValue({ siRange: 'x'.repeat(101) }),
          'siRange',
          'SI range must be at most 100 characters',
        ],
        [newValue({ siUnit: 'x'.repeat(51) }), 'siUnit', 'SI unit must be at most 50 characters'],
        [newValue({ note: 'x'.repeat(501) }), 'note', 'Note must be at most 500 characters'],
        [newValue({ position: 0 }), 'position', 'Position must be at least 1'],
        [newValue({ position: 1.5 }), 'position', 'Position must be a whole number'],
        [newValue({ position: '2' }), 'position', 'Position must be a number'],
        [newValue({ conventionalUnit: 5 }), 'conventionalUnit', 'Conventional unit must be text'],
      ];
      for (const [payload, path, message] of cases) {
        const response = await create(payload);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
        expect(response.json<Failure>().details).toContainEqual({ path, message });
      }
      const control = await create(newValue({ testName: 'Bad\u0000name' }));
      expect(control.statusCode).toBe(400);
      expect(await context.db.$count(labValues)).toBe(before);
    });

    it('is refused to a viewer (403) and to an administrator limited to some exams (403)', async () => {
      expect((await create(newValue({ testName: 'Viewer' }), viewer.token)).statusCode).toBe(403);
      const response = await create(newValue({ testName: 'Limited' }), limited.token);
      expect(response.statusCode).toBe(403);
      expect(response.json<Failure>().message).toBe(TEXT.limitedAdmin);
      expect((await create(newValue({ testName: 'Student' }), student.token)).statusCode).toBe(401);
    });
  });

  describe('editing and deleting', () => {
    let id: string;
    beforeAll(async () => {
      const response = await create(newValue({ category: 'Editing', testName: 'Methanol' }));
      id = response.json<Saved>().data.labValue.id;
      await create(newValue({ category: 'Moved here', testName: 'Ethanol' }));
    });

    it('changes only the fields sent, and records the change', async () => {
      const response = await update(id, { siRange: '0', note: 'None expected.' });
      expect(response.statusCode, response.body).toBe(200);
      const { labValue } = response.json<Saved>().data;
      expect(labValue).toMatchObject({
        testName: 'Methanol',
        conventionalRange: '10-30',
        siRange: '0',
        note: 'None expected.',
      });
      expect(labValue.updatedAt >= labValue.createdAt).toBe(true);
      const entries = await auditOf(id);
      expect(entries).toContainEqual({
        action: 'updated',
        adminId: admin.id,
        details: {
          category: 'Editing',
          testName: 'Methanol',
          changes: { siRange: '0', note: 'None expected.' },
        },
      });
    });

    it('clears the note with an empty one and moves to the end of a new category', async () => {
      const response = await update(id, { note: '', category: 'Moved here' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Saved>().data.labValue).toMatchObject({
        note: null,
        category: 'Moved here',
        position: 2,
      });
    });

    it('refuses an empty change, a clash, an unknown or malformed id and a viewer', async () => {
      expect((await update(id, {})).statusCode).toBe(400);
      const clash = await update(id, { testName: 'ethanol' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json<Failure>().message).toBe(TEXT.duplicate);
      const missing = await update('00000000-0000-4000-8000-000000000000', { siRange: '1' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<Failure>().message).toBe(TEXT.notFound);
      expect((await update('not-an-id', { siRange: '1' })).statusCode).toBe(400);
      expect((await update(id, { siRange: '1' }, viewer.token)).statusCode).toBe(403);
      expect((await update(id, { siRange: '1' }, limited.token)).statusCode).toBe(403);
    });

    it('deletes once, records it, and answers 404 after', async () => {
      expect((await remove(id, limited.token)).statusCode).toBe(403);
      const response = await remove(id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: { message: string } }>().data.message).toBe(TEXT.deleted);
      expect(await context.db.$count(labValues, eq(labValues.id, id))).toBe(0);
      expect((await auditOf(id)).map((entry) => entry.action)).toContain('deleted');
      expect((await remove(id)).statusCode).toBe(404);
    });
  });
});

import type { AdminRole } from '@prepward/shared/constants';
import type {
  TAdminSale,
  TAllocationExam,
  TAllocationStudent,
  TMyExam,
  TSalesListReply,
} from '@prepward/shared/schemas/commerce';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, saleItems, sales, subscriptions } from '../../db/schema';
import { addMonths } from '../payments/grants';
import {
  apiClient,
  dataOf,
  insertAdmin,
  insertExam,
  insertStudent,
  type ExamFixture,
  type Session,
  type Student,
} from '../../test/commerce-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

const DAY = 86_400_000;

describe('admin sales', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let nursing: ExamFixture;
  let pharmacy: ExamFixture;
  let admin: Session;
  let doctor: Student;
  let nurse: Student;

  async function insertSale(
    student: Student,
    fields: {
      status: 'pending' | 'success' | 'failed';
      createdAt: string;
      items: [ExamFixture, number, number][];
    },
  ) {
    const amount = fields.items.reduce((sum, [, , itemAmount]) => sum + itemAmount, 0);
    const [sale] = await context.db
      .insert(sales)
      .values({
        reference: `PW-T-${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
        userId: student.id,
        status: fields.status,
        provider: 'sandbox',
        amount,
        createdAt: new Date(fields.createdAt),
        paidAt: fields.status === 'success' ? new Date(fields.createdAt) : null,
      })
      .returning({ id: sales.id, reference: sales.reference });
    await context.db.insert(saleItems).values(
      fields.items.map(([exam, months, itemAmount]) => ({
        saleId: sale!.id,
        examId: exam.id,
        months,
        unitAmount: itemAmount / months,
        amount: itemAmount,
      })),
    );
    return sale!;
  }

  let doctorSale: { id: string; reference: string };
  let nurseSale: { id: string; reference: string };
  let failedSale: { id: string; reference: string };
  let pendingSale: { id: string; reference: string };

  beforeAll(async () => {
    context = await createTestApp();
    api = apiClient(context);
    nursing = await insertExam(context, { name: 'Nursing licensure', subscriptionAmount: 20 });
    pharmacy = await insertExam(context, { name: 'Pharmacy board', subscriptionAmount: 10 });
    admin = await insertAdmin(context, ['admin']);
    doctor = await insertStudent(context, {
      firstName: 'Kwame',
      lastName: 'Boateng',
      email: 'kwame.doctor@example.com',
      profession: 'Doctor',
    });
    nurse = await insertStudent(context, {
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina.nurse@example.com',
      profession: 'Nurses',
    });
    doctorSale = await insertSale(doctor, {
      status: 'success',
      createdAt: '2026-01-10T09:00:00Z',
      items: [
        [nursing, 2, 40],
        [pharmacy, 1, 10],
      ],
    });
    nurseSale = await insertSale(nurse, {
      status: 'success',
      createdAt: '2026-02-03T12:00:00Z',
      items: [[pharmacy, 3, 30]],
    });
    failedSale = await insertSale(nurse, {
      status: 'failed',
      createdAt: '2026-02-20T23:59:00Z',
      items: [[nursing, 1, 20]],
    });
    pendingSale = await insertSale(doctor, {
      status: 'pending',
      createdAt: '2026-03-01T00:00:00Z',
      items: [[nursing, 1, 20]],
    });
  });
  afterAll(() => context.close());

  const list = async (query: string, token = admin.token) => {
    const reply = await api.get(`/admin/sales${query}`, token);
    expect(reply.statusCode).toBe(200);
    return dataOf<TSalesListReply>(reply);
  };
  const idsOf = (reply: TSalesListReply) => reply.sales.map((sale) => sale.id);

  it('lists sales newest first with customer, items and the totals of the filtered range', async () => {
    // Up to the seeded months: later tests allocate exams today.
    const page = await list('?perPage=2&to=2026-03-31');
    expect(page.pagination).toEqual({ total: 4, perPage: 2, currentPage: 1 });
    expect(idsOf(page)).toEqual([pendingSale.id, failedSale.id]);
    expect(page.totals).toEqual({ count: 4, successCount: 2, revenue: 80 });

    const second = await list('?perPage=2&page=2&to=2026-03-31');
    expect(idsOf(second)).toEqual([nurseSale.id, doctorSale.id]);
    const sale = second.sales[1]!;
    expect(sale).toMatchObject({
      id: doctorSale.id,
      reference: doctorSale.reference,
      amount: 50,
      currency: 'USD',
      status: 'success',
      provider: 'sandbox',
      createdAt: '2026-01-10T09:00:00.000Z',
      firstName: 'Kwame',
      lastName: 'Boateng',
      email: 'kwame.doctor@example.com',
      profession: 'Doctor',
      createdByAdmin: null,
    });
    expect(
      sale.saleItems.map((item) => [item.exam.name, item.exam.id, item.months, item.amount]),
    ).toEqual([
      ['Nursing licensure', nursing.id, 2, 40],
      ['Pharmacy board', pharmacy.id, 1, 10],
    ]);
  });

  it('filters by email, profession, day range and status', async () => {
    expect(idsOf(await list('?search=AMINA'))).toEqual([failedSale.id, nurseSale.id]);
    expect(idsOf(await list('?profession=Doctor'))).toEqual([pendingSale.id, doctorSale.id]);
    expect(idsOf(await list('?profession=All'))).toHaveLength(4);
    // Both ends are whole days (UTC): the 20th includes 23:59.
    const range = await list('?from=2026-02-01&to=2026-02-20');
    expect(idsOf(range)).toEqual([failedSale.id, nurseSale.id]);
    expect(range.totals).toEqual({ count: 2, successCount: 1, revenue: 30 });
    expect(idsOf(await list('?status=pending'))).toEqual([pendingSale.id]);
    const none = await list('?search=nobody');
    expect(none.sales).toEqual([]);
    expect(none.totals).toEqual({ count: 0, successCount: 0, revenue: 0 });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?profession=Astronaut',
      '?from=2026-13-01',
      '?from=2026-03-01&to=2026-02-01',
      '?status=refunded',
      '?perPage=1000',
      // The ISO format has a year 0; the database has none.
      '?from=0000-01-01',
      '?to=0000-12-31',
    ]) {
      expect((await api.get(`/admin/sales${query}`, admin.token)).statusCode).toBe(400);
    }
  });

  it('takes the last day there is as the end of the range, not a 500', async () => {
    // Its end, midnight of year 10000, cannot be written as a database timestamp.
    expect(idsOf(await list('?from=2026-02-01&to=9999-12-31'))).toEqual(
      idsOf(await list('?from=2026-02-01')),
    );
    const csv = await api.get('/admin/sales/export?to=9999-12-31', admin.token);
    expect(csv.statusCode).toBe(200);
  });

  it('shows one sale with its items, or 404', async () => {
    const reply = await api.get(`/admin/sales/${nurseSale.id}`, admin.token);
    expect(reply.statusCode).toBe(200);
    expect(dataOf<{ sale: TAdminSale }>(reply).sale).toMatchObject({
      id: nurseSale.id,
      email: 'amina.nurse@example.com',
      saleItems: [{ months: 3, amount: 30, exam: { id: pharmacy.id, name: 'Pharmacy board' } }],
    });
    const missing = await api.get('/admin/sales/00000000-0000-4000-8000-000000000000', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Sale not found' });
  });

  describe('permissions by role', () => {
    const matrix: [AdminRole, { read: boolean; allocate: boolean }][] = [
      ['admin', { read: true, allocate: true }],
      ['viewer', { read: true, allocate: false }],
      ['sales', { read: true, allocate: true }],
      ['hr', { read: false, allocate: false }],
      ['examiner', { read: false, allocate: false }],
    ];
    it.each(matrix)('%s', async (role, allowed) => {
      const session = await insertAdmin(context, [role]);
      const student = await insertStudent(context);
      const read = allowed.read ? 200 : 403;
      expect((await api.get('/admin/sales', session.token)).statusCode).toBe(read);
      expect((await api.get(`/admin/sales/${doctorSale.id}`, session.token)).statusCode).toBe(read);
      expect((await api.get('/admin/sales/export', session.token)).statusCode).toBe(read);

      const allocation = await api.post('/admin/sales/add/', session.token, {
        userID: student.id,
        examID: pharmacy.id,
        months: 1,
      });
      expect(allocation.statusCode).toBe(allowed.allocate ? 200 : 403);
      const granted = await context.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, student.id));
      expect(granted).toHaveLength(allowed.allocate ? 1 : 0);
      const allocateOnly = allowed.allocate ? 200 : 403;
      expect((await api.get('/admin/sales/students?search=a', session.token)).statusCode).toBe(
        allocateOnly,
      );
      expect((await api.get('/admin/sales/exams', session.token)).statusCode).toBe(allocateOnly);
    });

    it('needs an admin token', async () => {
      expect((await api.get('/admin/sales')).statusCode).toBe(401);
      expect((await api.get('/admin/sales', doctor.token)).statusCode).toBe(401);
      expect(
        (
          await api.post('/admin/sales/add/', doctor.token, {
            userID: doctor.id,
            examID: nursing.id,
            months: 1,
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('manual allocation', () => {
    it('grants access with a manual sale of amount 0, the admin who made it and an audit row', async () => {
      const sales = await insertAdmin(context, ['sales']);
      const student = await insertStudent(context);
      const before = Date.now();
      const reply = await api.post('/admin/sales/add/', sales.token, {
        userID: student.id,
        examID: nursing.id,
        months: 2,
      });
      expect(reply.statusCode).toBe(200);
      const { sale, message } = dataOf<{ sale: TAdminSale }>(reply);
      expect(message).toBe('Exam allocated successfully');
      expect(sale).toMatchObject({
        status: 'success',
        provider: 'manual',
        amount: 0,
        userId: student.id,
        createdByAdmin: { id: sales.id, name: 'sales admin' },
        saleItems: [{ months: 2, amount: 0, exam: { id: nursing.id, name: 'Nursing licensure' } }],
      });

      const myExams = dataOf<{ exams: TMyExam[] }>(
        await api.get('/user/my-exams', student.token),
      ).exams;
      expect(myExams).toHaveLength(1);
      expect(myExams[0]).toMatchObject({ id: nursing.id, active: true });
      const end = new Date(myExams[0]!.accessEndsAt).getTime();
      expect(Math.abs(end - addMonths(new Date(before), 2).getTime())).toBeLessThan(60_000);

      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'sale'), eq(auditLog.entityId, sale.id)));
      expect(audit).toMatchObject({
        adminId: sales.id,
        action: 'allocated',
        details: expect.objectContaining({ userId: student.id, examId: nursing.id, months: 2 }),
      });
    });

    it('extends an active access from its end, with or without the trailing slash', async () => {
      const student = await insertStudent(context);
      const currentEnd = new Date(Date.now() + 15 * DAY);
      await context.db.insert(subscriptions).values({
        userId: student.id,
        examId: pharmacy.id,
        startsAt: new Date(),
        expiresAt: currentEnd,
        source: 'purchase',
      });
      const reply = await api.post('/admin/sales/add', admin.token, {
        userID: student.id,
        examID: pharmacy.id,
        months: 3,
      });
      expect(reply.statusCode).toBe(200);
      const myExams = dataOf<{ exams: TMyExam[] }>(
        await api.get('/user/my-exams', student.token),
      ).exams;
      expect(myExams[0]!.accessEndsAt).toBe(addMonths(currentEnd, 3).toISOString());
    });

    it('refuses bad months, unknown students and unknown exams', async () => {
      const student = await insertStudent(context);
      for (const months of [0, 25, 2.5]) {
        const reply = await api.post('/admin/sales/add/', admin.token, {
          userID: student.id,
          examID: nursing.id,
          months,
        });
        expect(reply.statusCode).toBe(400);
      }
      const noStudent = await api.post('/admin/sales/add/', admin.token, {
        userID: '00000000-0000-4000-8000-000000000000',
        examID: nursing.id,
        months: 1,
      });
      expect(noStudent.statusCode).toBe(404);
      expect(noStudent.json()).toMatchObject({ message: 'Student not found' });
      const noExam = await api.post('/admin/sales/add/', admin.token, {
        userID: student.id,
        examID: '00000000-0000-4000-8000-000000000000',
        months: 1,
      });
      expect(noExam.statusCode).toBe(404);
      expect(await context.db.select().from(sales).where(eq(sales.userId, student.id))).toEqual([]);
    });

    it('finds students by email and lists the exams to allocate', async () => {
      const found = dataOf<{ students: TAllocationStudent[] }>(
        await api.get('/admin/sales/students?search=AMINA.N', admin.token),
      );
      expect(found.students).toEqual([
        { id: nurse.id, firstName: 'Amina', lastName: 'Yusuf', email: 'amina.nurse@example.com' },
      ]);
      const exams = dataOf<{ exams: TAllocationExam[] }>(
        await api.get('/admin/sales/exams', admin.token),
      );
      expect(exams.exams.map((exam) => exam.name)).toEqual(['Nursing licensure', 'Pharmacy board']);
    });
  });

  describe('an administrator limited to some exams', () => {
    it('sees only sales of its exams, only those items, and amounts made of them', async () => {
      const limited = await insertAdmin(context, ['sales'], [pharmacy.id]);
      // The seeded months only (other tests allocate exams today).
      const page = await list('?from=2026-01-01&to=2026-03-31', limited.token);
      expect(idsOf(page)).toEqual([nurseSale.id, doctorSale.id]);
      const mixed = page.sales.find((sale) => sale.id === doctorSale.id)!;
      expect(mixed.amount).toBe(10);
      expect(mixed.saleItems.map((item) => item.exam.name)).toEqual(['Pharmacy board']);
      expect(page.totals).toEqual({ count: 2, successCount: 2, revenue: 40 });

      expect((await api.get(`/admin/sales/${failedSale.id}`, limited.token)).statusCode).toBe(404);
      expect((await api.get(`/admin/sales/${nurseSale.id}`, limited.token)).statusCode).toBe(200);

      const exams = dataOf<{ exams: TAllocationExam[] }>(
        await api.get('/admin/sales/exams', limited.token),
      );
      expect(exams.exams.map((exam) => exam.id)).toEqual([pharmacy.id]);

      const student = await insertStudent(context);
      const outside = await api.post('/admin/sales/add/', limited.token, {
        userID: student.id,
        examID: nursing.id,
        months: 1,
      });
      expect(outside.statusCode).toBe(404);
      const inside = await api.post('/admin/sales/add/', limited.token, {
        userID: student.id,
        examID: pharmacy.id,
        months: 1,
      });
      expect(inside.statusCode).toBe(200);

      const csv = await api.get('/admin/sales/export', limited.token);
      const rows = parse<Record<string, string>>(csv.body, { columns: true, bom: true });
      expect(rows.every((row) => !row.Items!.includes('Nursing licensure'))).toBe(true);
    });
  });

  describe('CSV export', () => {
    it('streams the filtered sales as CSV', async () => {
      const reply = await api.get('/admin/sales/export?profession=Nurses', admin.token);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(reply.headers['content-disposition']).toMatch(
        /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = parse<Record<string, string>>(reply.body, { columns: true, bom: true });
      const nurseRows = rows.filter((row) => row.Email === 'amina.nurse@example.com');
      expect(nurseRows.map((row) => row['Sale ID'])).toEqual([failedSale.id, nurseSale.id]);
      expect(nurseRows[1]).toMatchObject({
        Reference: nurseSale.reference,
        Status: 'success',
        Amount: '30',
        'First name': 'Amina',
        Items: 'Pharmacy board (3 months)',
      });
      expect(rows.every((row) => row.Profession === 'Nurses')).toBe(true);
    });

    it('exports more rows than one batch, each once, and neutralizes spreadsheet formulas', async () => {
      const tricky = await insertStudent(context, {
        firstName: '=HYPERLINK("http://evil.example")',
        profession: 'Pharmacist',
      });
      const total = 1_203;
      // One instant for many rows: the keyset must still page through ties by id.
      const createdAt = new Date('2025-06-01T10:00:00Z');
      const inserted = await context.db
        .insert(sales)
        .values(
          Array.from({ length: total }, (_, index) => ({
            reference: `PW-BULK-${index}`,
            userId: tricky.id,
            status: 'success' as const,
            provider: 'sandbox' as const,
            amount: 1,
            createdAt: index % 2 === 0 ? createdAt : new Date(createdAt.getTime() + index * 1000),
          })),
        )
        .returning({ id: sales.id });
      await context.db.insert(saleItems).values(
        inserted.map((sale) => ({
          saleId: sale.id,
          examId: nursing.id,
          months: 1,
          unitAmount: 1,
          amount: 1,
        })),
      );

      const reply = await api.get('/admin/sales/export?profession=Pharmacist', admin.token);
      const rows = parse<Record<string, string>>(reply.body, { columns: true, bom: true });
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((row) => row['Sale ID'])).size).toBe(total);
      expect(rows[0]!['First name']).toBe(`'=HYPERLINK("http://evil.example")`);
    });
  });
});

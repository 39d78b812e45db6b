// Administration of sales: the list (filters, totals, pages), one sale, what an
// administrator limited to some exams sees, and the CSV export.
import type {
  TAdminSale,
  TAllocationExam,
  TSalesListReply,
} from '@prepward/shared/schemas/commerce';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleItems, sales } from '../../db/schema';
import {
  apiClient,
  dataOf,
  insertAdmin,
  insertStudent,
  type ExamFixture,
  type Session,
} from '../../test/commerce-fixtures';
import { seedSales } from '../../test/sales-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('admin sales', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let nursing: ExamFixture;
  let pharmacy: ExamFixture;
  let admin: Session;
  let doctorSale: { id: string; reference: string };
  let nurseSale: { id: string; reference: string };
  let failedSale: { id: string; reference: string };
  let pendingSale: { id: string; reference: string };

  beforeAll(async () => {
    context = await createTestApp();
    api = apiClient(context);
    ({ nursing, pharmacy, admin, doctorSale, nurseSale, failedSale, pendingSale } =
      await seedSales(context));
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

import type { TCart, TCheckoutReply, TStudentSale } from '@prepward/shared/schemas/commerce';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sales, subscriptions } from '../../db/schema';
import {
  apiClient,
  dataOf,
  insertExam,
  insertStudent,
  type ExamFixture,
  type Student,
} from '../../test/commerce-fixtures';
import {
  capturedLog,
  createTestApp,
  openTestDatabase,
  outboxFor,
  testConfig,
  type TestContext,
} from '../../test/test-app';
import { addMonths } from './grants';

const DAY = 86_400_000;

describe('sandbox payments', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let nursing: ExamFixture;
  let pharmacy: ExamFixture;

  beforeAll(async () => {
    context = await createTestApp();
    api = apiClient(context);
    nursing = await insertExam(context, { name: 'Nursing <licensure>', subscriptionAmount: 19.99 });
    pharmacy = await insertExam(context, { name: 'Pharmacy board', subscriptionAmount: 12.5 });
  });
  afterAll(() => context.close());

  async function checkout(student: Student, lines: [ExamFixture, number][]) {
    for (const [exam, months] of lines) {
      await api.post('/user/cart', student.token, { examID: exam.id, months });
    }
    const reply = await api.post('/user/cart/checkout', student.token);
    expect(reply.statusCode).toBe(200);
    return dataOf<TCheckoutReply>(reply);
  }

  const pay = (reference: string, outcome: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });

  const saleOf = async (student: Student, reference: string) =>
    dataOf<{ sale: TStudentSale }>(await api.get(`/user/sales/${reference}`, student.token)).sale;

  const accessRows = (student: Student, examId: string) =>
    context.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.examId, examId)));

  it('serves a script-free gateway page under the strict CSP, saying it is a test', async () => {
    const student = await insertStudent(context);
    const { sale, checkoutUrl } = await checkout(student, [
      [nursing, 3],
      [pharmacy, 1],
    ]);
    const page = await context.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Test payment gateway');
    expect(page.body).toContain('no money is taken');
    expect(page.body).toContain(sale.reference);
    expect(page.body).toContain('$72.47');
    // Exam names are escaped.
    expect(page.body).toContain('Nursing &lt;licensure&gt;: 3 months, $59.97');
    expect(page.body).toMatch(/<button[^>]*name="outcome" value="pay"/);
    expect(page.body).toMatch(/<button[^>]*name="outcome" value="decline"/);

    const unknown = await context.app.inject({
      method: 'GET',
      url: '/api/v1/payments/sandbox/PW-NOTAREFERENCE',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment not found');
  });

  it('Pay settles the sale once: access granted, purchased lines leave the cart, receipt mailed', async () => {
    const student = await insertStudent(context, { firstName: 'Grace' });
    const { sale } = await checkout(student, [
      [nursing, 3],
      [pharmacy, 1],
    ]);
    const before = Date.now();
    const reply = await pay(sale.reference, 'pay');
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`/user/cart/result?reference=${sale.reference}`);

    const settled = await saleOf(student, sale.reference);
    expect(settled.status).toBe('success');
    expect(settled.paidAt).not.toBeNull();
    const nursingEnd = settled.items.find((item) => item.examId === nursing.id)!.accessEndsAt!;
    const expected = addMonths(new Date(before), 3).getTime();
    expect(Math.abs(new Date(nursingEnd).getTime() - expected)).toBeLessThan(60_000);
    expect(await accessRows(student, nursing.id)).toHaveLength(1);
    expect(await accessRows(student, pharmacy.id)).toHaveLength(1);
    const { cart } = dataOf<{ cart: TCart }>(await api.get('/user/cart', student.token));
    expect(cart.cartItems).toEqual([]);

    const mails = await outboxFor(context, student.email);
    expect(mails).toHaveLength(1);
    const receipt = mails[0]!;
    expect(receipt).toContain(`Subject: Your PrepWard receipt ${sale.reference}`);
    expect(receipt).toContain('Hello Grace,');
    expect(receipt).toContain('Nursing <licensure>: 3 months, $59.97; access until');
    expect(receipt).toContain('Pharmacy board: 1 month, $12.5; access until');
    expect(receipt).toContain('Total paid: $72.47 (USD)');

    // A second Pay (or a late Decline) changes nothing.
    expect((await pay(sale.reference, 'pay')).statusCode).toBe(303);
    expect((await pay(sale.reference, 'decline')).statusCode).toBe(303);
    expect((await saleOf(student, sale.reference)).status).toBe('success');
    expect(await accessRows(student, nursing.id)).toHaveLength(1);
    expect(await outboxFor(context, student.email)).toHaveLength(1);

    const json = await context.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${sale.reference}`,
      payload: { outcome: 'pay' },
    });
    expect(json.statusCode).toBe(409);
    expect(json.json()).toMatchObject({ message: 'This payment was already paid' });
  });

  it('Decline fails the sale: no access, the cart stays', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[pharmacy, 2]]);
    const reply = await context.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${sale.reference}`,
      payload: { outcome: 'decline' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      data: { message: 'Payment declined', status: 'failed', changed: true },
    });
    expect((await saleOf(student, sale.reference)).status).toBe('failed');
    expect(await accessRows(student, pharmacy.id)).toEqual([]);
    const { cart } = dataOf<{ cart: TCart }>(await api.get('/user/cart', student.token));
    expect(cart.cartItems).toHaveLength(1);
    expect(await outboxFor(context, student.email)).toEqual([]);

    // A late Pay on a declined sale grants nothing.
    expect((await pay(sale.reference, 'pay')).statusCode).toBe(303);
    expect(await accessRows(student, pharmacy.id)).toEqual([]);
  });

  it('refuses an unknown outcome and an unknown reference', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[pharmacy, 1]]);
    expect((await pay(sale.reference, 'steal')).statusCode).toBe(400);
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/PW-UNKNOWN',
      payload: { outcome: 'pay' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await saleOf(student, sale.reference)).status).toBe('pending');
  });

  it('adds months to an active access, from its end', async () => {
    const student = await insertStudent(context);
    const currentEnd = new Date(Date.now() + 10 * DAY);
    await context.db.insert(subscriptions).values({
      userId: student.id,
      examId: nursing.id,
      startsAt: new Date(Date.now() - 20 * DAY),
      expiresAt: currentEnd,
      source: 'purchase',
    });
    const { sale } = await checkout(student, [[nursing, 2]]);
    await pay(sale.reference, 'pay');
    const settled = await saleOf(student, sale.reference);
    expect(settled.items[0]!.accessEndsAt).toBe(addMonths(currentEnd, 2).toISOString());
  });

  it('starts from now when the earlier access has expired', async () => {
    const student = await insertStudent(context);
    await context.db.insert(subscriptions).values({
      userId: student.id,
      examId: pharmacy.id,
      startsAt: new Date(Date.now() - 40 * DAY),
      expiresAt: new Date(Date.now() - 10 * DAY),
      source: 'purchase',
    });
    const catalogue = await api.get(`/user/exam/${pharmacy.id}`, student.token);
    expect(catalogue.json()).toMatchObject({
      data: { exam: { access: { active: false, endsAt: null } } },
    });

    const before = Date.now();
    const { sale } = await checkout(student, [[pharmacy, 1]]);
    await pay(sale.reference, 'pay');
    const end = new Date((await saleOf(student, sale.reference)).items[0]!.accessEndsAt!).getTime();
    expect(Math.abs(end - addMonths(new Date(before), 1).getTime())).toBeLessThan(60_000);
    const [row] = await context.db.select().from(sales).where(eq(sales.reference, sale.reference));
    expect(row!.status).toBe('success');
  });
});

describe('sandbox in production', () => {
  it('warns at start when the sandbox was chosen explicitly', async () => {
    const { stream, lines } = capturedLog();
    const database = await openTestDatabase();
    const config = testConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    const app = await buildApp({
      config,
      database,
      webRoot: '/nonexistent-web-root',
      logger: { level: 'warn', stream },
    });
    await app.ready();
    await app.close();
    await database.dispose();
    expect(lines.join('')).toContain(
      'PAYMENT_PROVIDER=sandbox: checkouts go to the built-in test gateway',
    );
  });
});

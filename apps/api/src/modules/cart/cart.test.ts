import { MESSAGES } from '@prepward/shared/messages';
import type { TCart, TCheckoutReply, TStudentSale } from '@prepward/shared/schemas/commerce';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, saleItems, sales } from '../../db/schema';
import {
  apiClient,
  dataOf,
  insertAdmin,
  insertExam,
  insertStudent,
  type ExamFixture,
} from '../../test/commerce-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('cart and checkout', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let nursing: ExamFixture;
  let pharmacy: ExamFixture;

  beforeAll(async () => {
    context = await createTestApp();
    api = apiClient(context);
    nursing = await insertExam(context, { name: 'Nursing licensure', subscriptionAmount: 19.99 });
    pharmacy = await insertExam(context, { name: 'Pharmacy board', subscriptionAmount: 12.5 });
  });
  afterAll(() => context.close());

  const salesOf = (userId: string) =>
    context.db.select().from(sales).where(eq(sales.userId, userId));

  it('adds exams with the price computed by the server, whatever the client sends', async () => {
    const student = await insertStudent(context);
    const added = await api.post('/user/cart', student.token, {
      examID: nursing.id,
      months: 3,
      price: 0.01,
      totalPrice: 0.01,
      subscriptionAmount: 0,
    });
    expect(added.statusCode).toBe(200);
    expect(dataOf<{ cart: TCart }>(added).message).toBe('Exam added to cart');
    await api.post('/user/cart', student.token, { examID: pharmacy.id, months: 1 });

    const reply = await api.get('/user/cart', student.token);
    expect(reply.statusCode).toBe(200);
    const { cart } = dataOf<{ cart: TCart }>(reply);
    expect(cart.cartItems).toEqual([
      {
        id: expect.any(String),
        examID: nursing.id,
        months: 3,
        // 19.99 x 3, exactly.
        price: 59.97,
        exam: { name: 'Nursing licensure', imageURL: null, subscriptionAmount: 19.99 },
      },
      {
        id: expect.any(String),
        examID: pharmacy.id,
        months: 1,
        price: 12.5,
        exam: { name: 'Pharmacy board', imageURL: null, subscriptionAmount: 12.5 },
      },
    ]);
    expect(cart.totalPrice).toBe(72.47);

    // The checkout amount is the server's too.
    const checkout = await api.post('/user/cart/checkout', student.token, {
      amount: 1,
      totalPrice: 1,
    });
    expect(checkout.statusCode).toBe(200);
    const { sale } = dataOf<TCheckoutReply>(checkout);
    expect(sale.amount).toBe(72.47);
    const items = await context.db.select().from(saleItems).where(eq(saleItems.saleId, sale.id));
    expect(
      items.map((item) => [item.examId, item.months, item.unitAmount, item.amount]).sort(),
    ).toEqual(
      [
        [nursing.id, 3, 19.99, 59.97],
        [pharmacy.id, 1, 12.5, 12.5],
      ].sort(),
    );
  });

  it('keeps one line per exam: adding it again changes the months', async () => {
    const student = await insertStudent(context);
    await api.post('/user/cart', student.token, { examID: nursing.id, months: 1 });
    const again = await api.post('/user/cart', student.token, { examID: nursing.id, months: 6 });
    expect(again.statusCode).toBe(200);
    const { cart, message } = dataOf<{ cart: TCart }>(again);
    expect(message).toBe('Cart updated');
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({ months: 6, price: 119.94 });
    expect(cart.totalPrice).toBe(119.94);
  });

  it('refuses bad months, unknown exams and missing fields', async () => {
    const student = await insertStudent(context);
    for (const months of [0, 25, 1.5, '3']) {
      const reply = await api.post('/user/cart', student.token, { examID: nursing.id, months });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        message: 'Choose between 1 and 24 months',
        details: [{ path: 'months' }],
      });
    }
    const unknown = await api.post('/user/cart', student.token, {
      examID: '00000000-0000-4000-8000-000000000000',
      months: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Exam not found' });
    // An exam without a live question is not on sale.
    const empty = await insertExam(context, { live: 0, retired: 2 });
    const notOnSale = await api.post('/user/cart', student.token, { examID: empty.id, months: 1 });
    expect(notOnSale.statusCode).toBe(409);
    expect(notOnSale.json()).toMatchObject({ message: MESSAGES.examNotOnSale });
    expect((await api.post('/user/cart', student.token, {})).statusCode).toBe(400);
    expect(
      (await api.post('/user/cart', undefined, { examID: nursing.id, months: 1 })).statusCode,
    ).toBe(401);
    const admin = await insertAdmin(context, ['admin']);
    expect((await api.get('/user/cart', admin.token)).statusCode).toBe(401);
  });

  it("removes only the student's own lines", async () => {
    const owner = await insertStudent(context);
    const other = await insertStudent(context);
    const { cart } = dataOf<{ cart: TCart }>(
      await api.post('/user/cart', owner.token, { examID: nursing.id, months: 2 }),
    );
    const itemId = cart.cartItems[0]!.id;

    const foreign = await api.delete(`/user/cart/item/${itemId}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(
      dataOf<{ cart: TCart }>(await api.get('/user/cart', owner.token)).cart.cartItems,
    ).toHaveLength(1);

    const removed = await api.delete(`/user/cart/item/${itemId}`, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'success',
      data: { message: 'Exam removed from cart', cart: { cartItems: [], totalPrice: 0 } },
    });
    expect((await api.delete(`/user/cart/item/${itemId}`, owner.token)).statusCode).toBe(404);
    expect((await api.delete('/user/cart/item/nope', owner.token)).statusCode).toBe(400);
  });

  it('refuses to check out an empty cart', async () => {
    const student = await insertStudent(context);
    const reply = await api.post('/user/cart/checkout', student.token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'Your cart is empty' });
    expect(await salesOf(student.id)).toEqual([]);
  });

  it('creates a pending sale with a unique reference and a sandbox checkout address', async () => {
    const student = await insertStudent(context);
    await api.post('/user/cart', student.token, { examID: pharmacy.id, months: 2 });
    const reply = await api.post('/user/cart/checkout', student.token);
    expect(reply.statusCode).toBe(200);
    const { sale, checkoutUrl, message } = dataOf<TCheckoutReply>(reply);
    expect(message).toBe('Checkout started');
    expect(sale).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      amount: 25,
      currency: 'USD',
      paidAt: null,
      items: [
        {
          examId: pharmacy.id,
          examName: 'Pharmacy board',
          months: 2,
          amount: 25,
          accessEndsAt: null,
        },
      ],
    });
    expect(sale.reference).toMatch(/^PW-[0-9A-F]{20}$/);
    expect(checkoutUrl).toBe(`/api/v1/payments/sandbox/${sale.reference}`);
    // The cart stays until the payment succeeds.
    expect(
      dataOf<{ cart: TCart }>(await api.get('/user/cart', student.token)).cart.cartItems,
    ).toHaveLength(1);
  });

  it('makes one sale of one cart when two checkouts arrive at once', async () => {
    const student = await insertStudent(context);
    await api.post('/user/cart', student.token, { examID: nursing.id, months: 1 });
    await api.post('/user/cart', student.token, { examID: pharmacy.id, months: 1 });
    const replies = await Promise.all([
      api.post('/user/cart/checkout', student.token),
      api.post('/user/cart/checkout', student.token),
      api.post('/user/cart/checkout', student.token),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const references = new Set(
      replies.map((reply) => dataOf<TCheckoutReply>(reply).sale.reference),
    );
    expect(references.size).toBe(1);
    expect(await salesOf(student.id)).toHaveLength(1);
  });

  it('starts a new sale when the cart changed, abandoning the unpaid one', async () => {
    const student = await insertStudent(context);
    await api.post('/user/cart', student.token, { examID: nursing.id, months: 1 });
    const first = dataOf<TCheckoutReply>(await api.post('/user/cart/checkout', student.token));
    await api.post('/user/cart', student.token, { examID: nursing.id, months: 2 });
    const second = dataOf<TCheckoutReply>(await api.post('/user/cart/checkout', student.token));
    expect(second.sale.reference).not.toBe(first.sale.reference);
    expect(second.sale.amount).toBe(39.98);
    const rows = await salesOf(student.id);
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.status]))).toEqual({
      [first.sale.reference]: 'failed',
      [second.sale.reference]: 'pending',
    });
  });

  it('shows a student only their own sales by reference', async () => {
    const buyer = await insertStudent(context);
    const other = await insertStudent(context);
    await api.post('/user/cart', buyer.token, { examID: nursing.id, months: 1 });
    const { sale } = dataOf<TCheckoutReply>(await api.post('/user/cart/checkout', buyer.token));

    const own = await api.get(`/user/sales/${sale.reference}`, buyer.token);
    expect(own.statusCode).toBe(200);
    expect(dataOf<{ sale: TStudentSale }>(own).sale).toMatchObject({
      reference: sale.reference,
      status: 'pending',
    });
    const foreign = await api.get(`/user/sales/${sale.reference}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Payment not found' });
  });

  it('settles a cart of free exams at once, without a gateway', async () => {
    const free = await insertExam(context, { name: 'Free taster', subscriptionAmount: 0 });
    const student = await insertStudent(context);
    await api.post('/user/cart', student.token, { examID: free.id, months: 1 });
    const { sale, checkoutUrl } = dataOf<TCheckoutReply>(
      await api.post('/user/cart/checkout', student.token),
    );
    expect(sale).toMatchObject({ status: 'success', amount: 0 });
    expect(sale.items[0]!.accessEndsAt).not.toBeNull();
    expect(checkoutUrl).toBe(`/user/cart/result?reference=${sale.reference}`);
    expect(
      dataOf<{ cart: TCart }>(await api.get('/user/cart', student.token)).cart.cartItems,
    ).toEqual([]);
  });

  it('refuses, with 400 and not 500, a cart whose total one sale cannot hold', async () => {
    // numeric(12,4): at most 99,999,999.9999 for a sale and for each of its lines.
    const priciest = await insertExam(context, { subscriptionAmount: 99_999_999 });
    const student = await insertStudent(context);
    const twoMonths = await api.post('/user/cart', student.token, {
      examID: priciest.id,
      months: 2,
    });
    expect(twoMonths.statusCode).toBe(400);
    expect(twoMonths.json()).toMatchObject({ message: MESSAGES.cartTotalTooLarge });
    expect(
      (await api.post('/user/cart', student.token, { examID: priciest.id, months: 1 })).statusCode,
    ).toBe(200);
    const another = await api.post('/user/cart', student.token, { examID: nursing.id, months: 1 });
    expect(another.statusCode).toBe(400);
    expect(
      dataOf<{ cart: TCart }>(await api.get('/user/cart', student.token)).cart.totalPrice,
    ).toBe(99_999_999);

    // A price raised after the exam went into the cart: the checkout refuses it, and no sale is left.
    const rising = await insertExam(context, { subscriptionAmount: 50_000_000 });
    const buyer = await insertStudent(context);
    await api.post('/user/cart', buyer.token, { examID: rising.id, months: 1 });
    await api.post('/user/cart', buyer.token, { examID: pharmacy.id, months: 1 });
    await context.db
      .update(exams)
      .set({ subscriptionAmount: 99_999_999 })
      .where(eq(exams.id, rising.id));
    const checkout = await api.post('/user/cart/checkout', buyer.token);
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ message: MESSAGES.cartTotalTooLarge });
    expect(await salesOf(buyer.id)).toEqual([]);
  });
});

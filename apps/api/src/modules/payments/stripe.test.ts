// Stripe Checkout end to end on the server side: checkout calls a local stand-in for Stripe's
// API (the real stripe client, pointed at it), and webhooks are signed with the stripe
// library's own test header helper.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TCheckoutReply, TStudentSale } from '@prepward/shared/schemas/commerce';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sales, subscriptions } from '../../db/schema';
import { createStripeClient, MALFORMED_STRIPE_EVENT } from '../../lib/payments/stripe';
import {
  apiClient,
  dataOf,
  insertExam,
  insertStudent,
  type ExamFixture,
  type Student,
} from '../../test/commerce-fixtures';
import { openTestDatabase, outboxFor, testConfig, type TestContext } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_webhook_tests';

type FakeSession = {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  form: URLSearchParams;
};

/** Answers the two Checkout calls the app makes, and remembers what it was sent. */
function fakeStripe() {
  const sessions = new Map<string, FakeSession>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        const session: FakeSession = {
          id,
          url: `https://checkout.stripe.test/pay/${id}`,
          status: 'open',
          form: new URLSearchParams(body),
        };
        sessions.set(id, session);
        response.end(
          JSON.stringify({ id, object: 'checkout.session', url: session.url, status: 'open' }),
        );
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(url);
      const found = match ? sessions.get(match[1]!) : undefined;
      if (request.method === 'GET' && found) {
        response.end(
          JSON.stringify({
            id: found.id,
            object: 'checkout.session',
            url: found.url,
            status: found.status,
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such route' } }),
      );
    });
  });
  return { server, sessions };
}

describe('Stripe payments', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let stripe: Stripe;
  let fake: ReturnType<typeof fakeStripe>;
  let nursing: ExamFixture;
  let pharmacy: ExamFixture;

  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    stripe = createStripeClient('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http' });

    const config = testConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://prep.example.com',
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      config,
      database,
      webRoot: '/nonexistent-web-root',
      logger: false,
      stripe,
    });
    await app.ready();
    context = {
      app,
      db: database.db,
      config,
      database,
      close: async () => {
        await app.close();
        await database.dispose();
        await new Promise((resolve) => fake.server.close(resolve));
      },
    };
    api = apiClient(context);
    nursing = await insertExam(context, { name: 'Nursing licensure', subscriptionAmount: 19.99 });
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

  function sessionEvent(
    type: string,
    session: { id: string; reference: string; paymentStatus?: string },
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
  ) {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          client_reference_id: session.reference,
          metadata: { reference: session.reference },
          payment_status: session.paymentStatus ?? 'paid',
        },
      },
    });
  }

  const deliver = (
    payload: string,
    signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  const saleRow = async (reference: string) =>
    (await context.db.select().from(sales).where(eq(sales.reference, reference)))[0]!;
  const accessRows = (student: Student, examId: string) =>
    context.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.examId, examId)));

  it('opens a Checkout session with the server amounts and sends the student to it', async () => {
    const student = await insertStudent(context);
    const { sale, checkoutUrl } = await checkout(student, [
      [nursing, 3],
      [pharmacy, 1],
    ]);
    expect(sale).toMatchObject({ status: 'pending', provider: 'stripe', amount: 72.47 });
    const row = await saleRow(sale.reference);
    const session = fake.sessions.get(row.providerSessionId!)!;
    expect(checkoutUrl).toBe(session.url);
    const form = session.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(sale.reference);
    expect(form.get('metadata[reference]')).toBe(sale.reference);
    expect(form.get('customer_email')).toBe(student.email);
    expect(form.get('success_url')).toBe(
      `https://prep.example.com/user/cart/result?reference=${sale.reference}`,
    );
    const amounts = [0, 1].map((index) => ({
      cents: form.get(`line_items[${index}][price_data][unit_amount]`),
      name: form.get(`line_items[${index}][price_data][product_data][name]`),
    }));
    expect(amounts).toEqual([
      { cents: '5997', name: 'Nursing licensure (3 months)' },
      { cents: '1250', name: 'Pharmacy board (1 month)' },
    ]);
  });

  it('returns the same open session when the checkout is sent again', async () => {
    const student = await insertStudent(context);
    const first = await checkout(student, [[pharmacy, 2]]);
    const again = dataOf<TCheckoutReply>(await api.post('/user/cart/checkout', student.token));
    expect(again.sale.reference).toBe(first.sale.reference);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(await context.db.select().from(sales).where(eq(sales.userId, student.id))).toHaveLength(
      1,
    );
  });

  it('settles on a signed completed event; the same event ten times grants once', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[nursing, 2]]);
    const row = await saleRow(sale.reference);
    const payload = sessionEvent(
      'checkout.session.completed',
      { id: row.providerSessionId!, reference: sale.reference },
      'evt_completed_once',
    );
    const replies = [];
    for (let attempt = 0; attempt < 10; attempt += 1) replies.push(await deliver(payload));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(
      replies.filter((reply) => reply.json<{ data: { changed: boolean } }>().data.changed),
    ).toHaveLength(1);

    expect((await saleRow(sale.reference)).status).toBe('success');
    expect(await accessRows(student, nursing.id)).toHaveLength(1);
    expect(await outboxFor(context, student.email)).toHaveLength(1);
    const view = dataOf<{ sale: TStudentSale }>(
      await api.get(`/user/sales/${sale.reference}`, student.token),
    );
    expect(view.sale.status).toBe('success');

    // An expiry that arrives late cannot undo a payment.
    await deliver(
      sessionEvent('checkout.session.expired', {
        id: row.providerSessionId!,
        reference: sale.reference,
      }),
    );
    expect((await saleRow(sale.reference)).status).toBe('success');
  });

  it('refuses an invalid or missing signature and changes nothing', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[pharmacy, 1]]);
    const row = await saleRow(sale.reference);
    const payload = sessionEvent('checkout.session.completed', {
      id: row.providerSessionId!,
      reference: sale.reference,
    });

    const forged = await deliver(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Invalid Stripe signature' });

    const tampered = await deliver(
      payload.replace('"paid"', '"unpaid"'),
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(tampered.statusCode).toBe(400);

    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ message: 'Missing Stripe signature' });

    expect((await saleRow(sale.reference)).status).toBe('pending');
    expect(await accessRows(student, pharmacy.id)).toEqual([]);
  });

  it('fails the sale when the session expires or the delayed payment fails', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[pharmacy, 1]]);
    const row = await saleRow(sale.reference);
    const expired = await deliver(
      sessionEvent('checkout.session.expired', {
        id: row.providerSessionId!,
        reference: sale.reference,
      }),
    );
    expect(expired.json()).toMatchObject({ data: { status: 'failed', changed: true } });
    expect(await accessRows(student, pharmacy.id)).toEqual([]);

    const other = await insertStudent(context);
    const second = await checkout(other, [[nursing, 1]]);
    const secondRow = await saleRow(second.sale.reference);
    const session = { id: secondRow.providerSessionId!, reference: second.sale.reference };
    // Completed but not yet paid (a bank debit): the sale waits.
    await deliver(
      sessionEvent('checkout.session.completed', { ...session, paymentStatus: 'unpaid' }),
    );
    expect((await saleRow(second.sale.reference)).status).toBe('pending');
    await deliver(sessionEvent('checkout.session.async_payment_failed', session));
    expect((await saleRow(second.sale.reference)).status).toBe('failed');
    expect(await accessRows(other, nursing.id)).toEqual([]);
  });

  it('grants on a delayed payment that succeeds', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[pharmacy, 4]]);
    const row = await saleRow(sale.reference);
    const session = { id: row.providerSessionId!, reference: sale.reference };
    await deliver(
      sessionEvent('checkout.session.completed', { ...session, paymentStatus: 'unpaid' }),
    );
    await deliver(sessionEvent('checkout.session.async_payment_succeeded', session));
    expect((await saleRow(sale.reference)).status).toBe('success');
    expect(await accessRows(student, pharmacy.id)).toHaveLength(1);
  });

  it('acknowledges events that are not for one of its sales without acting on them', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[nursing, 1]]);
    const foreignSession = await deliver(
      sessionEvent('checkout.session.completed', { id: 'cs_not_ours', reference: sale.reference }),
    );
    expect(foreignSession.statusCode).toBe(200);
    expect(foreignSession.json()).toMatchObject({
      data: { message: 'No sale for this checkout session' },
    });
    const unknown = await deliver(
      sessionEvent('checkout.session.completed', { id: 'cs_x', reference: 'PW-NOT-OURS' }),
    );
    expect(unknown.statusCode).toBe(200);
    const other = await deliver(
      JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      }),
    );
    expect(other.json()).toMatchObject({
      data: { message: 'Event customer.created needs no action' },
    });
    expect((await saleRow(sale.reference)).status).toBe('pending');
  });

  it('refuses a signed event it cannot read with 400, not 500', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[nursing, 1]]);
    for (const payload of [
      'null',
      '[]',
      '{"id":"evt_1","data":{"object":{}}}',
      '{"type":{"name":"checkout.session.completed"}}',
      '{"type":"checkout.session.completed"}',
      '{"type":"checkout.session.expired","data":{"object":null}}',
      '{"type":"checkout.session.completed","data":{"object":{"id":["cs_1"]}}}',
    ]) {
      const reply = await deliver(payload);
      expect(reply.statusCode, payload).toBe(400);
      expect(reply.json()).toEqual({ message: MALFORMED_STRIPE_EVENT, error: 'Bad Request' });
    }
    // A reference that is not text this app could have made belongs to no sale of ours.
    for (const reference of [42, 'PW-\u0000', 'x'.repeat(65)]) {
      const reply = await deliver(
        JSON.stringify({
          type: 'checkout.session.expired',
          data: {
            object: { id: 'cs_odd', metadata: { reference }, client_reference_id: reference },
          },
        }),
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        data: { message: 'No sale for this checkout session' },
      });
    }
    expect((await saleRow(sale.reference)).status).toBe('pending');
  });

  it('has no sandbox gateway while Stripe is the provider', async () => {
    const student = await insertStudent(context);
    const { sale } = await checkout(student, [[pharmacy, 1]]);
    const page = await context.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/${sale.reference}`,
    });
    expect(page.statusCode).toBe(404);
    const post = await context.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${sale.reference}`,
      payload: { outcome: 'pay' },
    });
    expect(post.statusCode).toBe(404);
    expect((await saleRow(sale.reference)).status).toBe('pending');
  });
});

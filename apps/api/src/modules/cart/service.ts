// The student's cart and checkout (docs/architecture.md: price and payments). Every amount is
// computed here from the exams' prices; nothing the client sends sets a price.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@prepward/shared/messages';
import type { TCart, TCheckoutReply, TStudentSale } from '@prepward/shared/schemas/commerce';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { cartItems, exams, isLiveQuestion, questions, saleItems, sales } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { lineAmount, MAX_AMOUNT, sumAmounts } from '@prepward/shared/money';
import type { PaymentGateway } from '../../lib/payments/gateway';
import { resultPagePath } from '../../lib/payments/gateway';
import { activeAccessByExam } from '../access/service';
import { lockStudent } from '../payments/grants';
import type { PaymentSettlement } from '../payments/service';

type Student = { id: string; email: string };

async function cartLines(db: DatabaseOrTransaction, userId: string) {
  const rows = await db
    .select({
      id: cartItems.id,
      examId: cartItems.examId,
      months: cartItems.months,
      name: exams.name,
      imageUrl: exams.imageUrl,
      subscriptionAmount: exams.subscriptionAmount,
    })
    .from(cartItems)
    .innerJoin(exams, eq(exams.id, cartItems.examId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((row) => ({ ...row, amount: lineAmount(row.subscriptionAmount, row.months) }));
}

function presentCart(lines: Awaited<ReturnType<typeof cartLines>>): TCart {
  return {
    cartItems: lines.map((line) => ({
      id: line.id,
      examID: line.examId,
      months: line.months,
      price: line.amount,
      exam: {
        name: line.name,
        imageURL: line.imageUrl,
        subscriptionAmount: line.subscriptionAmount,
      },
    })),
    totalPrice: sumAmounts(lines.map((line) => line.amount)),
  };
}

/** 80 random bits: unguessable, because the sandbox gateway page is opened by reference. */
const newReference = () => `PW-${randomBytes(10).toString('hex').toUpperCase()}`;

/** The same exams, months and amounts: what a double click or a second tab would buy again. */
const signatureOf = (lines: { examId: string; months: number; amount: number }[]) =>
  lines
    .map((line) => `${line.examId}:${line.months}:${line.amount}`)
    .sort()
    .join('|');

export async function studentSale(
  db: DatabaseOrTransaction,
  userId: string,
  where: { reference: string } | { id: string },
): Promise<TStudentSale | null> {
  const [sale] = await db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.userId, userId),
        'reference' in where ? eq(sales.reference, where.reference) : eq(sales.id, where.id),
      ),
    );
  if (!sale) return null;
  const items = await db
    .select({
      examId: saleItems.examId,
      examName: exams.name,
      months: saleItems.months,
      amount: saleItems.amount,
    })
    .from(saleItems)
    .innerJoin(exams, eq(exams.id, saleItems.examId))
    .where(eq(saleItems.saleId, sale.id))
    .orderBy(asc(exams.name));
  const access =
    sale.status === 'success' ? await activeAccessByExam(db, userId) : new Map<string, Date>();
  return {
    id: sale.id,
    reference: sale.reference,
    status: sale.status,
    provider: sale.provider,
    amount: sale.amount,
    currency: sale.currency,
    createdAt: sale.createdAt.toISOString(),
    paidAt: sale.paidAt?.toISOString() ?? null,
    items: items.map((item) => ({
      ...item,
      accessEndsAt: access.get(item.examId)?.toISOString() ?? null,
    })),
  };
}

export function createCart(dependencies: {
  db: Database;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
}) {
  const { db, gateway, settlement } = dependencies;

  return {
    async get(userId: string): Promise<TCart> {
      return presentCart(await cartLines(db, userId));
    },

    /**
     * Adds the exam, or changes its months when it is already in the cart. A cart whose total
     * one sale could not hold is refused here, before the student gets to the checkout.
     */
    async put(userId: string, examId: string, months: number) {
      const [exam] = await db
        .select({ id: exams.id, subscriptionAmount: exams.subscriptionAmount })
        .from(exams)
        .where(eq(exams.id, examId));
      if (!exam) throw notFound('Exam not found');
      // An exam is on sale once it has a question to practise.
      const [question] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.examId, examId), isLiveQuestion()))
        .limit(1);
      if (!question) throw conflict(MESSAGES.examNotOnSale);
      const others = (await cartLines(db, userId)).filter((line) => line.examId !== examId);
      const total = sumAmounts([
        ...others.map((line) => line.amount),
        lineAmount(exam.subscriptionAmount, months),
      ]);
      if (total > MAX_AMOUNT) throw badRequest(MESSAGES.cartTotalTooLarge);
      const [existing] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.examId, examId)));
      await db
        .insert(cartItems)
        .values({ userId, examId, months })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.examId], set: { months } });
      return {
        message: existing ? MESSAGES.cartUpdated : MESSAGES.examAddedToCart,
        cart: presentCart(await cartLines(db, userId)),
      };
    },

    async remove(userId: string, cartItemId: string): Promise<TCart> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound('This exam is no longer in your cart');
      return presentCart(await cartLines(db, userId));
    },

    /**
     * A pending sale of the cart and where to pay it. The student's row is locked first, so
     * two checkouts at once take turns: the second finds the first's pending sale of the
     * same lines and returns it instead of making another.
     */
    async checkout(student: Student): Promise<TCheckoutReply> {
      const started = await db.transaction(async (tx) => {
        await lockStudent(tx, student.id);
        const lines = await cartLines(tx, student.id);
        if (lines.length === 0) throw badRequest(MESSAGES.cartEmpty);
        const amount = sumAmounts(lines.map((line) => line.amount));
        // Prices can rise after the exams went into the cart.
        if (amount > MAX_AMOUNT) throw badRequest(MESSAGES.cartTotalTooLarge);
        const signature = signatureOf(lines);

        const pending = await tx
          .select({
            id: sales.id,
            reference: sales.reference,
            providerSessionId: sales.providerSessionId,
          })
          .from(sales)
          .where(
            and(
              eq(sales.userId, student.id),
              eq(sales.status, 'pending'),
              eq(sales.provider, gateway.provider),
            ),
          )
          .orderBy(desc(sales.createdAt));
        if (pending.length > 0) {
          const pendingItems = await tx
            .select({
              saleId: saleItems.saleId,
              examId: saleItems.examId,
              months: saleItems.months,
              amount: saleItems.amount,
            })
            .from(saleItems)
            .where(
              inArray(
                saleItems.saleId,
                pending.map((sale) => sale.id),
              ),
            );
          for (const sale of pending) {
            const items = pendingItems.filter((item) => item.saleId === sale.id);
            if (signatureOf(items) !== signature) continue;
            const checkoutUrl = await gateway.resumeCheckout(sale);
            if (checkoutUrl) return { saleId: sale.id, reference: sale.reference, checkoutUrl };
          }
          // The cart changed: an unpaid test-gateway checkout is abandoned. (A Stripe session
          // stays payable until it expires; its webhook then fails the sale.)
          if (gateway.provider === 'sandbox') {
            await tx
              .update(sales)
              .set({ status: 'failed' })
              .where(
                and(
                  eq(sales.userId, student.id),
                  eq(sales.status, 'pending'),
                  eq(sales.provider, 'sandbox'),
                ),
              );
          }
        }

        const reference = newReference();
        const [sale] = await tx
          .insert(sales)
          .values({ reference, userId: student.id, provider: gateway.provider, amount })
          .returning({ id: sales.id });
        if (!sale) throw new Error('sale insert returned nothing');
        await tx.insert(saleItems).values(
          lines.map((line) => ({
            saleId: sale.id,
            examId: line.examId,
            months: line.months,
            unitAmount: line.subscriptionAmount,
            amount: line.amount,
          })),
        );
        // Nothing to pay (free exams): no gateway; the sale is settled below.
        if (amount === 0) {
          return { saleId: sale.id, reference, checkoutUrl: resultPagePath(reference), free: true };
        }
        // Inside the transaction: if the provider fails, no sale is left behind.
        const session = await gateway.startCheckout({
          reference,
          amount,
          customerEmail: student.email,
          lines: lines.map((line) => ({
            name: line.name,
            months: line.months,
            amount: line.amount,
          })),
        });
        if (session.sessionId) {
          await tx
            .update(sales)
            .set({ providerSessionId: session.sessionId })
            .where(eq(sales.id, sale.id));
        }
        return { saleId: sale.id, reference, checkoutUrl: session.checkoutUrl };
      });

      if ('free' in started) await settlement.settle(started.saleId, 'success');
      const sale = await studentSale(db, student.id, { id: started.saleId });
      if (!sale) throw new Error('checkout: sale vanished');
      return { sale, checkoutUrl: started.checkoutUrl };
    },

    async sale(userId: string, reference: string): Promise<TStudentSale> {
      const sale = await studentSale(db, userId, { reference });
      if (!sale) throw notFound('Payment not found');
      return sale;
    },
  };
}

export type CartService = ReturnType<typeof createCart>;

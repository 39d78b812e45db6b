// Settling a sale (docs/architecture.md: payments): a pending sale becomes success or failed
// exactly once. Success grants or extends the exams bought and takes them out of the cart,
// in the same transaction; a replayed or duplicate event finds the sale settled and changes
// nothing. The receipt is queued in that transaction and mailed once it commits.
import { formatPrice } from '@prepward/shared/format';
import { monthsLabel } from '@prepward/shared/schemas/commerce';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { cartItems, exams, saleItems, sales, users } from '../../db/schema';
import type { Jobs } from '../../lib/jobs';
import { grantAccess, lockStudent } from './grants';

export type SaleOutcome = 'success' | 'failed';

export type Settlement =
  { changed: false; status: 'pending' | SaleOutcome } | { changed: true; status: SaleOutcome };

type ReceiptLine = { examName: string; months: number; amount: number; accessEndsAt: Date };

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function receiptText(receipt: {
  firstName: string;
  reference: string;
  paidAt: Date;
  amount: number;
  lines: ReceiptLine[];
  myExamsUrl: string;
}): string {
  return [
    `Hello ${receipt.firstName},`,
    '',
    'Thank you for your purchase. Your payment was successful.',
    '',
    `Reference: ${receipt.reference}`,
    `Date: ${longDate(receipt.paidAt)}`,
    '',
    ...receipt.lines.map(
      (line) =>
        `- ${line.examName}: ${monthsLabel(line.months)}, ${formatPrice(line.amount)}; access until ${longDate(line.accessEndsAt)}`,
    ),
    '',
    `Total paid: ${formatPrice(receipt.amount)} (USD)`,
    '',
    `Your exams are ready in My Exams: ${receipt.myExamsUrl}`,
  ].join('\n');
}

export function createPaymentSettlement(dependencies: {
  db: Database;
  jobs: Pick<Jobs, 'enqueueMail' | 'wake'>;
  publicUrl: string;
}) {
  const { db, jobs, publicUrl } = dependencies;

  async function queueReceipt(tx: DatabaseOrTransaction, saleId: string, lines: ReceiptLine[]) {
    const [row] = await tx
      .select({
        reference: sales.reference,
        amount: sales.amount,
        paidAt: sales.paidAt,
        email: users.email,
        firstName: users.firstName,
      })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.userId))
      .where(eq(sales.id, saleId));
    if (!row) return;
    await jobs.enqueueMail(tx, {
      kind: 'receipt',
      to: row.email,
      subject: `Your PrepWard receipt ${row.reference}`,
      text: receiptText({
        firstName: row.firstName,
        reference: row.reference,
        paidAt: row.paidAt ?? new Date(),
        amount: row.amount,
        lines,
        myExamsUrl: `${publicUrl}/user/my-exams`,
      }),
    });
  }

  return {
    /** A sale by its reference, with its items, for the payment pages and webhooks. */
    async findByReference(reference: string) {
      const [sale] = await db
        .select({
          id: sales.id,
          reference: sales.reference,
          status: sales.status,
          provider: sales.provider,
          providerSessionId: sales.providerSessionId,
          amount: sales.amount,
        })
        .from(sales)
        .where(eq(sales.reference, reference));
      if (!sale) return null;
      const items = await db
        .select({ examName: exams.name, months: saleItems.months, amount: saleItems.amount })
        .from(saleItems)
        .innerJoin(exams, eq(exams.id, saleItems.examId))
        .where(eq(saleItems.saleId, sale.id))
        .orderBy(exams.name);
      return { ...sale, items };
    },

    async settle(saleId: string, outcome: SaleOutcome): Promise<Settlement> {
      const result = await db.transaction(async (tx) => {
        const [sale] = await tx
          .select({ userId: sales.userId, status: sales.status })
          .from(sales)
          .where(eq(sales.id, saleId));
        if (!sale) throw new Error(`settle: no sale ${saleId}`);
        // Same lock order as checkout: the student first, then the sale.
        await lockStudent(tx, sale.userId);
        const now = new Date();
        const [updated] = await tx
          .update(sales)
          .set({ status: outcome, paidAt: outcome === 'success' ? now : null })
          .where(and(eq(sales.id, saleId), eq(sales.status, 'pending')))
          .returning({ userId: sales.userId });
        if (!updated) {
          const [current] = await tx
            .select({ status: sales.status })
            .from(sales)
            .where(eq(sales.id, saleId));
          return { changed: false as const, status: current?.status ?? sale.status, lines: [] };
        }
        if (outcome === 'failed') return { changed: true as const, status: outcome, lines: [] };

        const items = await tx
          .select({
            examId: saleItems.examId,
            examName: exams.name,
            months: saleItems.months,
            amount: saleItems.amount,
          })
          .from(saleItems)
          .innerJoin(exams, eq(exams.id, saleItems.examId))
          .where(eq(saleItems.saleId, saleId));
        const lines: ReceiptLine[] = [];
        for (const item of items) {
          const grant = await grantAccess(tx, {
            userId: updated.userId,
            examId: item.examId,
            months: item.months,
            source: 'purchase',
            saleId,
            now,
          });
          lines.push({ ...item, accessEndsAt: grant.expiresAt });
        }
        if (items.length > 0) {
          await tx.delete(cartItems).where(
            and(
              eq(cartItems.userId, updated.userId),
              inArray(
                cartItems.examId,
                items.map((item) => item.examId),
              ),
            ),
          );
        }
        await queueReceipt(tx, saleId, lines);
        return { changed: true as const, status: outcome, lines };
      });

      if (result.changed && result.status === 'success') jobs.wake();
      return result.changed
        ? { changed: true, status: result.status }
        : { changed: false, status: result.status };
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;

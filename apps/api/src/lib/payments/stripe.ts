// Stripe Checkout (PAYMENT_PROVIDER=stripe): checkout opens a Checkout session with the
// server's amounts; Stripe's signed webhook events settle the sale.
import { monthsLabel } from '@prepward/shared/schemas/commerce';
import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest, conflict, httpError } from '../http-error';
import { toCents } from '@prepward/shared/money';
import type { PaymentGateway } from './gateway';
import { resultPagePath } from './gateway';

/** A Checkout session lasts this long (Stripe's minimum); the sale fails when it expires. */
export const STRIPE_SESSION_MINUTES = 30;

export type StripeClientOptions = { host?: string; port?: number; protocol?: 'http' | 'https' };

export function createStripeClient(secretKey: string, options: StripeClientOptions = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options });
}

const unreachable = () =>
  httpError(502, 'The payment provider could not be reached. Please try again.', {
    code: 'Payment Provider Error',
  });

export function createStripeGateway(stripe: Stripe, publicUrl: string): PaymentGateway {
  return {
    provider: 'stripe',
    async startCheckout({ reference, customerEmail, lines }) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: reference,
            metadata: { reference },
            payment_intent_data: { metadata: { reference } },
            customer_email: customerEmail,
            // Card processors take whole cents: each line's amount is rounded to the cent.
            line_items: lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: toCents(line.amount),
                product_data: { name: `${line.name} (${monthsLabel(line.months)})` },
              },
            })),
            success_url: `${publicUrl}${resultPagePath(reference)}`,
            cancel_url: `${publicUrl}/user/cart`,
            expires_at: Math.floor(Date.now() / 1000) + STRIPE_SESSION_MINUTES * 60,
          },
          // A retried request never opens a second session for one sale.
          { idempotencyKey: `checkout-${reference}` },
        );
        if (!session.url) throw new Error('Stripe returned a session without a url');
        return { checkoutUrl: session.url, sessionId: session.id };
      } catch {
        throw unreachable();
      }
    },
    async resumeCheckout({ providerSessionId }) {
      if (!providerSessionId) return null;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerSessionId);
      } catch {
        throw unreachable();
      }
      if (session.status === 'open' && session.url) return session.url;
      if (session.status === 'complete') {
        throw conflict(
          'Your payment for these exams is being confirmed. Please check My Exams in a moment.',
        );
      }
      return null;
    },
  };
}

export type StripeOutcome = {
  reference: string | null;
  sessionId: string;
  outcome: 'success' | 'failed' | null;
};

const CHECKOUT_OUTCOMES = {
  'checkout.session.completed': 'success',
  'checkout.session.async_payment_succeeded': 'success',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
} as const;

/** A reference this app could have made: printable ASCII, as long as a reference may be. */
const ZReference = z.string().regex(/^[\x21-\x7e]{1,64}$/);

/** The parts of a Checkout session event this app reads. */
const ZCheckoutEvent = z.object({
  type: z.enum(Object.keys(CHECKOUT_OUTCOMES) as (keyof typeof CHECKOUT_OUTCOMES)[]),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      client_reference_id: z.unknown().optional(),
      payment_status: z.string().nullish(),
    }),
  }),
});

/** A signed event this app cannot read: Stripe never sends one. */
export const MALFORMED_STRIPE_EVENT = 'This Stripe event is not in the expected shape';

/**
 * What a verified Checkout event means for its sale. Null for events that settle nothing.
 * A completed session whose payment is still on its way (bank debits) waits for the
 * async_payment_succeeded or async_payment_failed event. The event is read through a
 * schema, signed or not: an event without a type, or a Checkout event without its session,
 * is refused with a 400; a reference that is not text this app could have made is no
 * reference (no sale of ours).
 */
export function outcomeOfStripeEvent(event: unknown): StripeOutcome | null {
  const type =
    event !== null && typeof event === 'object' && !Array.isArray(event)
      ? (event as { type?: unknown }).type
      : undefined;
  if (typeof type !== 'string') throw badRequest(MALFORMED_STRIPE_EVENT);
  if (!Object.hasOwn(CHECKOUT_OUTCOMES, type)) return null;
  const parsed = ZCheckoutEvent.safeParse(event);
  if (!parsed.success) throw badRequest(MALFORMED_STRIPE_EVENT);
  const session = parsed.data.data.object;
  const reference = [session.metadata?.reference, session.client_reference_id]
    .map((candidate) => ZReference.safeParse(candidate))
    .find((result) => result.success)?.data;
  const outcome = CHECKOUT_OUTCOMES[parsed.data.type];
  return {
    reference: reference ?? null,
    sessionId: session.id,
    outcome:
      parsed.data.type === 'checkout.session.completed' && session.payment_status === 'unpaid'
        ? null
        : outcome,
  };
}

// Stripe Checkout (PAYMENT_PROVIDER=stripe): checkout opens a Checkout session with the
// server's amounts; Stripe's signed webhook events settle the sale.
import { monthsLabel } from '@prepward/shared/schemas/commerce';
import Stripe from 'stripe';
import { conflict, httpError } from '../http-error';
import { toCents } from '../money';
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

/**
 * What a verified Checkout event means for its sale. Null for events that settle nothing.
 * A completed session whose payment is still on its way (bank debits) waits for the
 * async_payment_succeeded or async_payment_failed event.
 */
export function outcomeOfStripeEvent(event: Stripe.Event): StripeOutcome | null {
  const describe = (session: Stripe.Checkout.Session, outcome: StripeOutcome['outcome']) => ({
    reference: session.metadata?.reference ?? session.client_reference_id ?? null,
    sessionId: session.id,
    outcome,
  });
  switch (event.type) {
    case 'checkout.session.completed':
      return describe(
        event.data.object,
        event.data.object.payment_status === 'unpaid' ? null : 'success',
      );
    case 'checkout.session.async_payment_succeeded':
      return describe(event.data.object, 'success');
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return describe(event.data.object, 'failed');
    default:
      return null;
  }
}

// What checkout needs from a payment provider. The sandbox (built in, no money) and Stripe
// Checkout implement it; the server alone decides every amount it is given.

export type CheckoutLine = { name: string; months: number; amount: number };

export type CheckoutRequest = {
  reference: string;
  /** USD, computed by the server from the exams' prices. */
  amount: number;
  customerEmail: string;
  lines: CheckoutLine[];
};

export type CheckoutSession = {
  /** Where the student pays. */
  checkoutUrl: string;
  /** The provider's id for this checkout (Stripe Checkout session), if it has one. */
  sessionId: string | null;
};

export type PaymentGateway = {
  provider: 'sandbox' | 'stripe';
  startCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /**
   * The checkout address of a pending sale the student can still pay, or null when that
   * checkout is over (expired). Throws a conflict when it was paid but not yet confirmed.
   */
  resumeCheckout: (sale: {
    reference: string;
    providerSessionId: string | null;
  }) => Promise<string | null>;
};

/** Where a student lands after paying (or declining): the web app's result page. */
export const resultPagePath = (reference: string) =>
  `/user/cart/result?reference=${encodeURIComponent(reference)}`;

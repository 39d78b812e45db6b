// Payments: the test gateway's Pay and Decline (its page posts a form and is redirected; an
// API client sends JSON and gets the outcome). The gateway's HTML page and the Stripe webhook
// are the payment providers' side, not operations of this API: apps/api registers them by hand.
import { z } from 'zod';
import { operation } from '../operation';
import { ZSaleReferenceParams, ZSaleStatus, ZSandboxPaymentRequest } from '../schemas/commerce';

/** What settling a sale did: its status now, and whether this call changed it. */
export const ZSettlement = z.object({
  status: ZSaleStatus,
  changed: z.boolean(),
});

export const paymentOperations = {
  paySandbox: operation({
    method: 'POST',
    path: '/payments/sandbox/:reference',
    tag: 'payments',
    caller: 'anyone',
    summary:
      'Pay or decline a sale on the test gateway. A form post is redirected (303) to the result page; JSON gets the outcome',
    params: ZSaleReferenceParams,
    body: ZSandboxPaymentRequest,
    reply: ZSettlement,
  }),
};

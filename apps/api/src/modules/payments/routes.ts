// Payment pages and provider callbacks. The sandbox gateway exists only with
// PAYMENT_PROVIDER=sandbox; the Stripe webhook only when Stripe's keys are configured.
import { MESSAGES } from '@prepward/shared/messages';
import { envelopeOf } from '@prepward/shared/operation';
import { paymentOperations as op, ZSettlement } from '@prepward/shared/operations/payments';
import { ZSaleReferenceParams } from '@prepward/shared/schemas/commerce';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { resultPagePath } from '../../lib/payments/gateway';
import { renderSandboxNotFound, renderSandboxPage } from '../../lib/payments/sandbox';
import { outcomeOfStripeEvent } from '../../lib/payments/stripe';
import { route, successEnvelope } from '../../lib/route';
import type { PaymentSettlement } from './service';

const tags = ['payments'];

/** Events that settle nothing are acknowledged without a status. */
const ZWebhookReply = envelopeOf(ZSettlement.partial());

export const paymentRoutes: FastifyPluginAsyncZod<{
  settlement: PaymentSettlement;
  sandbox: boolean;
  stripe: { client: Stripe; webhookSecret: string } | null;
}> = async (app, { settlement, sandbox, stripe }) => {
  if (sandbox) {
    await app.register(async (scope) => {
      const gateway = scope.withTypeProvider<ZodTypeProvider>();
      // The gateway page posts an HTML form (no script, so the strict CSP holds).
      gateway.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

      // A page for the browser (HTML), not an operation of the JSON API: registered by hand.
      gateway.get(
        '/payments/sandbox/:reference',
        {
          schema: {
            tags,
            summary: 'The test gateway page of a sale (HTML): reference, amount, Pay and Decline',
            params: ZSaleReferenceParams,
          },
        },
        async (request, reply) => {
          const sale = await settlement.findByReference(request.params.reference);
          void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
          if (!sale || sale.provider !== 'sandbox') {
            return reply.status(404).send(renderSandboxNotFound());
          }
          return reply.send(renderSandboxPage(sale));
        },
      );

      route(gateway, op.paySandbox, async ({ params, body, request, reply }) => {
        const fromForm = request.headers['content-type']?.startsWith(
          'application/x-www-form-urlencoded',
        );
        const sale = await settlement.findByReference(params.reference);
        if (!sale || sale.provider !== 'sandbox') throw notFound('Payment not found');
        const settled = await settlement.settle(
          sale.id,
          body.outcome === 'pay' ? 'success' : 'failed',
        );
        // The reply is a thenable: returning it waits until the redirect has been sent.
        if (fromForm) return reply.redirect(resultPagePath(params.reference), 303);
        if (!settled.changed) {
          throw conflict(
            `This payment was already ${settled.status === 'success' ? 'paid' : 'declined'}`,
          );
        }
        return {
          message:
            settled.status === 'success' ? MESSAGES.paymentSuccessful : MESSAGES.paymentDeclined,
          status: settled.status,
          changed: true,
        };
      });
    });
  }

  if (stripe) {
    await app.register(async (scope) => {
      const webhook = scope.withTypeProvider<ZodTypeProvider>();
      // The signature covers the exact bytes Stripe sent: keep them unparsed.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer' },
        (_request, body, done) => done(null, body),
      );

      // Stripe's callback (signed raw body), not an operation of our API: registered by hand.
      webhook.post(
        '/payments/stripe/webhook',
        {
          schema: {
            tags,
            summary:
              'Stripe webhook (signed): checkout.session.completed, async_payment_succeeded, async_payment_failed and expired settle the sale once',
            headers: z.object({ 'stripe-signature': z.string().optional() }),
            response: { 200: ZWebhookReply },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          if (!signature || !Buffer.isBuffer(request.body)) {
            throw badRequest('Missing Stripe signature');
          }
          let event: Stripe.Event;
          try {
            event = stripe.client.webhooks.constructEvent(
              request.body,
              signature,
              stripe.webhookSecret,
            );
          } catch {
            throw badRequest('Invalid Stripe signature');
          }
          const ignored = (message: string) => successEnvelope({ message });
          const outcome = outcomeOfStripeEvent(event);
          if (!outcome?.outcome) return ignored(`Event ${event.type} needs no action`);
          const sale = outcome.reference
            ? await settlement.findByReference(outcome.reference)
            : null;
          // Not a sale of this app (another integration on the same Stripe account).
          if (
            !sale ||
            sale.provider !== 'stripe' ||
            (sale.providerSessionId && sale.providerSessionId !== outcome.sessionId)
          ) {
            request.log.warn(
              { eventId: event.id, reference: outcome.reference },
              'Stripe event for an unknown sale',
            );
            return ignored('No sale for this checkout session');
          }
          const settled = await settlement.settle(sale.id, outcome.outcome);
          return successEnvelope({
            message: settled.changed ? 'Sale settled' : 'Sale was already settled',
            status: settled.status,
            changed: settled.changed,
          });
        },
      );
    });
  }
};

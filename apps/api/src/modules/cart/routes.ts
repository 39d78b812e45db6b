import { MESSAGES } from '@prepward/shared/messages';
import {
  ZAddToCartRequest,
  ZCart,
  ZCartItemParams,
  ZCheckoutReply,
  ZSaleReferenceParams,
  ZStudentSale,
} from '@prepward/shared/schemas/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Limiter } from '../../lib/limiter';
import type { RateLimits } from '../../config';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import type { CartService } from './service';

const tags = ['cart and checkout'];

export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { cart, limiter, limits }) => {
  const guarded = { preValidation: app.requireStudent };
  const success = <T extends object>(message: string, data: T) => ({
    message: 'success' as const,
    data: { message, ...data },
  });

  app.get(
    '/user/cart',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The student's cart with each line's price and the total",
        response: { 200: envelope({ cart: ZCart }) },
      },
    },
    async (request) => success('Cart', { cart: await cart.get(request.student!.id) }),
  );

  app.post(
    '/user/cart',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add an exam to the cart, or change its months (one line per exam)',
        body: ZAddToCartRequest,
        response: { 200: envelope({ cart: ZCart }) },
      },
    },
    async (request) => {
      const result = await cart.put(request.student!.id, request.body.examID, request.body.months);
      return success(result.message, { cart: result.cart });
    },
  );

  app.delete(
    '/user/cart/item/:cartItemId',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove a line from the cart',
        params: ZCartItemParams,
        response: { 200: envelope({ cart: ZCart }) },
      },
    },
    async (request) =>
      success(MESSAGES.cartItemRemoved, {
        cart: await cart.remove(request.student!.id, request.params.cartItemId),
      }),
  );

  app.post(
    '/user/cart/checkout',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create a pending sale of the cart (server-computed amount) and a checkout',
        response: { 200: envelope(ZCheckoutReply.shape) },
      },
    },
    async (request) => {
      const student = request.student!;
      await limiter.consume(`checkout:${student.id}`, limits.checkouts);
      return success(MESSAGES.checkoutStarted, await cart.checkout(student));
    },
  );

  app.get(
    '/user/sales/:reference',
    {
      ...guarded,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "One of the student's own sales, by reference (the payment result page polls it)",
        params: ZSaleReferenceParams,
        response: { 200: envelope({ sale: ZStudentSale }) },
      },
    },
    async (request) =>
      success('Payment', { sale: await cart.sale(request.student!.id, request.params.reference) }),
  );
};

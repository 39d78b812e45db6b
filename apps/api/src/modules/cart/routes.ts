import { MESSAGES } from '@prepward/shared/messages';
import { cartOperations as op } from '@prepward/shared/operations/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../config';
import type { Limiter } from '../../lib/limiter';
import { route } from '../../lib/route';
import type { CartService } from './service';

export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  limiter: Limiter;
  limits: RateLimits;
}> = async (app, { cart, limiter, limits }) => {
  route(app, op.getCart, async ({ student }) => ({
    message: 'Cart',
    cart: await cart.get(student.id),
  }));

  route(app, op.putCartItem, async ({ student, body }) => {
    const result = await cart.put(student.id, body.examID, body.months);
    return { message: result.message, cart: result.cart };
  });

  route(app, op.removeCartItem, async ({ student, params }) => ({
    message: MESSAGES.cartItemRemoved,
    cart: await cart.remove(student.id, params.cartItemId),
  }));

  route(app, op.checkout, async ({ student }) => {
    await limiter.consume(`checkout:${student.id}`, limits.checkouts);
    return { message: MESSAGES.checkoutStarted, ...(await cart.checkout(student)) };
  });

  route(app, op.getOwnSale, async ({ student, params }) => ({
    message: 'Payment',
    sale: await cart.sale(student.id, params.reference),
  }));
};

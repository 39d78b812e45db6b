// Cart and checkout: the student's cart, its checkout and the sales it becomes.
import { operation } from '../operation';
import {
  ZAddToCartRequest,
  ZCart,
  ZCartItemParams,
  ZCheckoutReply,
  ZSaleReferenceParams,
  ZStudentSale,
} from '../schemas/commerce';
import { z } from 'zod';

const tag = 'cart and checkout';

export const cartOperations = {
  getCart: operation({
    method: 'GET',
    path: '/user/cart',
    tag,
    caller: 'student',
    summary: "The student's cart with each line's price and the total",
    reply: z.object({ cart: ZCart }),
  }),
  putCartItem: operation({
    method: 'POST',
    path: '/user/cart',
    tag,
    caller: 'student',
    summary: 'Add an exam to the cart, or change its months (one line per exam)',
    body: ZAddToCartRequest,
    reply: z.object({ cart: ZCart }),
  }),
  removeCartItem: operation({
    method: 'DELETE',
    path: '/user/cart/item/:cartItemId',
    tag,
    caller: 'student',
    summary: 'Remove a line from the cart',
    params: ZCartItemParams,
    reply: z.object({ cart: ZCart }),
  }),
  checkout: operation({
    method: 'POST',
    path: '/user/cart/checkout',
    tag,
    caller: 'student',
    summary: 'Create a pending sale of the cart (server-computed amount) and a checkout',
    reply: ZCheckoutReply,
  }),
  getOwnSale: operation({
    method: 'GET',
    path: '/user/sales/:reference',
    tag,
    caller: 'student',
    summary: "One of the student's own sales, by reference (the payment result page polls it)",
    params: ZSaleReferenceParams,
    reply: z.object({ sale: ZStudentSale }),
  }),
};

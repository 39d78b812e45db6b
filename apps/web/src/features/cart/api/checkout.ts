import { cartOperations } from '@prepward/shared/operations/cart';
import type { TCheckoutReply } from '@prepward/shared/schemas/commerce';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** A pending sale of the cart (the server computes the amount) and where to pay it. */
export async function checkout(): Promise<TCheckoutReply> {
  const { sale, checkoutUrl } = await call(cartOperations.checkout);
  return { sale, checkoutUrl };
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}

import type { TCheckoutReply } from '@prepward/shared/schemas/commerce';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A pending sale of the cart (the server computes the amount) and where to pay it. */
export async function checkout(): Promise<TCheckoutReply> {
  const { data } = await apiRequest<TCheckoutReply>('/user/cart/checkout', { method: 'POST' });
  return { sale: data.sale, checkoutUrl: data.checkoutUrl };
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}

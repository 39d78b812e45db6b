import { cartOperations } from '@prepward/shared/operations/cart';
import type { TCart } from '@prepward/shared/schemas/commerce';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '../../../hooks/use-cart';
import { call } from '../../../lib/operations';

export type RemoveCartItemResult = { message: string; cart: TCart };

export async function removeCartItem(cartItemId: string): Promise<RemoveCartItemResult> {
  const { message, cart } = await call(cartOperations.removeCartItem, { params: { cartItemId } });
  return { message, cart };
}

/** Removes a line; the cart is refreshed whether it worked or not. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: ({ cart }) => queryClient.setQueryData(CART_QUERY_KEY, cart),
    onError: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}

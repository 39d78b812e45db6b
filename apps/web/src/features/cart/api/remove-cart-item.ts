import type { TCart } from '@prepward/shared/schemas/commerce';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '../../../hooks/use-cart';
import { apiRequest } from '../../../lib/api-client';

export type RemoveCartItemResult = { message: string; cart: TCart };

export async function removeCartItem(cartItemId: string): Promise<RemoveCartItemResult> {
  const { data } = await apiRequest<{ cart: TCart }>(
    `/user/cart/item/${encodeURIComponent(cartItemId)}`,
    { method: 'DELETE' },
  );
  return { message: data.message, cart: data.cart };
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

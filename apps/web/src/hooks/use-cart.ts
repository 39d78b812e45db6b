// The student's cart, shared by the layout (count and panel), the catalogue and My Exams
// (add, renew) and the cart page. Reading and adding live here because several features
// need them; removing and checking out belong to features/cart.
import { cartOperations } from '@prepward/shared/operations/cart';
import type { TAddToCartRequest, TCart } from '@prepward/shared/schemas/commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../lib/operations';

export const CART_QUERY_KEY = keyOf(cartOperations.getCart, {});

export async function getCart(signal?: AbortSignal): Promise<TCart> {
  try {
    const { cart } = await call(cartOperations.getCart, {}, { signal });
    return cart;
  } catch (err) {
    // A cart load failure is logged (and kept by the query), never toasted.
    if (!(err instanceof DOMException && err.name === 'AbortError')) {
      console.error('The cart could not be loaded', err);
    }
    throw err;
  }
}

export function useCart() {
  return useQuery({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => getCart(signal) });
}

export type AddToCartResult = { message: string; cart: TCart };

/** Adds an exam, or changes its months when it is already in the cart. */
export async function addToCart(request: TAddToCartRequest): Promise<AddToCartResult> {
  const { message, cart } = await call(cartOperations.putCartItem, { body: request });
  return { message, cart };
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: ({ cart }) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}

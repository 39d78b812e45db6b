// The student's cart, shared by the layout (count and panel), the catalogue and My Exams
// (add, renew) and the cart page. Reading and adding live here because several features
// need them; removing and checking out belong to features/cart.
import type { TAddToCartRequest, TCart } from '@prepward/shared/schemas/commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const CART_QUERY_KEY = ['user', 'cart'] as const;

export async function getCart(signal?: AbortSignal): Promise<TCart> {
  try {
    const { data } = await apiRequest<{ cart: TCart }>('/user/cart', { signal });
    return data.cart;
  } catch (err) {
    // Spec section 8: a cart load failure is logged (and kept by the query), never toasted.
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
  const { data } = await apiRequest<{ cart: TCart }>('/user/cart', {
    method: 'POST',
    body: request,
  });
  return { message: data.message, cart: data.cart };
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: ({ cart }) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}

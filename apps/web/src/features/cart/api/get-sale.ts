import { cartOperations } from '@prepward/shared/operations/cart';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export const SALE_POLL_MS = 2000;
/** After this long a payment still pending is reported as such; the page stops asking. */
export const SALE_POLL_LIMIT_MS = 3 * 60_000;

/** One of the student's sales; asked again every 2 seconds while it is pending. */
export function useSale(reference: string, { poll }: { poll: boolean }) {
  return useQuery({
    ...queryOf(cartOperations.getOwnSale, { params: { reference } }),
    select: (reply) => reply.sale,
    enabled: reference !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.sale.status === 'pending' ? SALE_POLL_MS : false,
  });
}

import { salesOperations } from '@prepward/shared/operations/sales';
import type { TAdminSale } from '@prepward/shared/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** One sale, fresh from the server; the list's row is shown meanwhile. */
export function useSale(saleId: string | null, listed?: TAdminSale) {
  return useQuery({
    ...queryOf(salesOperations.getSale, { params: { saleId: saleId ?? '' } }),
    select: (reply) => reply.sale,
    enabled: saleId !== null,
    ...(listed ? { placeholderData: { message: '', sale: listed } } : {}),
  });
}

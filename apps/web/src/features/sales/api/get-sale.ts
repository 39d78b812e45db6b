import type { TAdminSale } from '@prepward/shared/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SALES_QUERY_KEY } from './list-sales';

export async function getSale(saleId: string, signal?: AbortSignal): Promise<TAdminSale> {
  const { data } = await apiRequest<{ sale: TAdminSale }>(
    `/admin/sales/${encodeURIComponent(saleId)}`,
    { auth: 'admin', signal },
  );
  return data.sale;
}

/** One sale, fresh from the server; the list's row is shown meanwhile. */
export function useSale(saleId: string | null, listed?: TAdminSale) {
  return useQuery({
    queryKey: [...SALES_QUERY_KEY, 'detail', saleId],
    queryFn: ({ signal }) => getSale(saleId!, signal),
    enabled: saleId !== null,
    ...(listed ? { placeholderData: listed } : {}),
  });
}

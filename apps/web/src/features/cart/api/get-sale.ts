import type { TStudentSale } from '@prepward/shared/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SALE_POLL_MS = 2000;
/** After this long a payment still pending is reported as such; the page stops asking. */
export const SALE_POLL_LIMIT_MS = 3 * 60_000;

export const saleQueryKey = (reference: string) => ['user', 'sale', reference] as const;

export async function getSale(reference: string, signal?: AbortSignal): Promise<TStudentSale> {
  const { data } = await apiRequest<{ sale: TStudentSale }>(
    `/user/sales/${encodeURIComponent(reference)}`,
    { signal },
  );
  return data.sale;
}

/** One of the student's sales; asked again every 2 seconds while it is pending. */
export function useSale(reference: string, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: saleQueryKey(reference),
    queryFn: ({ signal }) => getSale(reference, signal),
    enabled: reference !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'pending' ? SALE_POLL_MS : false,
  });
}

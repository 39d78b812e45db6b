import type { TSalesListReply } from '@prepward/shared/schemas/commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SalesFilters = {
  search: string;
  /** '' means every profession. */
  profession: string;
  from: string;
  to: string;
  /** '' means every status. */
  status: string;
};

export type SalesListParams = SalesFilters & { page: number; perPage: number };

export const SALES_QUERY_KEY = ['admin', 'sales'] as const;

export async function listSales(
  params: SalesListParams,
  signal?: AbortSignal,
): Promise<TSalesListReply> {
  const { data } = await apiRequest<TSalesListReply>('/admin/sales', {
    auth: 'admin',
    query: params,
    signal,
  });
  return { sales: data.sales, pagination: data.pagination, totals: data.totals };
}

export function useSales(params: SalesListParams) {
  return useQuery({
    queryKey: [...SALES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => listSales(params, signal),
    placeholderData: keepPreviousData,
  });
}

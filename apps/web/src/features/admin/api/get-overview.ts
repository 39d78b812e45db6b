import type { OverviewRange, TOverview } from '@prepward/shared/schemas/overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getOverview(range: OverviewRange, signal?: AbortSignal): Promise<TOverview> {
  const { data } = await apiRequest<{ overview: TOverview }>('/admin/overview', {
    auth: 'admin',
    query: { range },
    signal,
  });
  return data.overview;
}

export function useOverview(range: OverviewRange) {
  return useQuery({
    queryKey: ['admin', 'overview', range],
    queryFn: ({ signal }) => getOverview(range, signal),
    placeholderData: keepPreviousData,
  });
}

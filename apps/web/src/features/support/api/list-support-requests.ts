import type { TPagination } from '@prepward/shared/schemas/common';
import type { TSupportTicket } from '@prepward/shared/schemas/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const OWN_SUPPORT_QUERY_KEY = ['user', 'support'] as const;

export async function listOwnSupportRequests(
  request: { page: number; perPage: number },
  signal?: AbortSignal,
) {
  const { data } = await apiRequest<{ requests: TSupportTicket[]; pagination: TPagination }>(
    '/user/support',
    { query: request, signal },
  );
  return data;
}

export function useOwnSupportRequests(request: { page: number; perPage: number }) {
  return useQuery({
    queryKey: [...OWN_SUPPORT_QUERY_KEY, request],
    queryFn: ({ signal }) => listOwnSupportRequests(request, signal),
    placeholderData: keepPreviousData,
  });
}

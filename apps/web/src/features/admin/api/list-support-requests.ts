import type { TPagination } from '@prepward/shared/schemas/common';
import type { TStaffSupportTicket } from '@prepward/shared/schemas/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const STAFF_SUPPORT_QUERY_KEY = ['admin', 'support'] as const;

export type SupportListRequest = { page: number; perPage: number; status: string; search: string };

export async function listSupportRequests(request: SupportListRequest, signal?: AbortSignal) {
  const { data } = await apiRequest<{ requests: TStaffSupportTicket[]; pagination: TPagination }>(
    '/admin/support',
    { auth: 'admin', query: request, signal },
  );
  return data;
}

export function useSupportRequests(request: SupportListRequest) {
  return useQuery({
    queryKey: [...STAFF_SUPPORT_QUERY_KEY, request],
    queryFn: ({ signal }) => listSupportRequests(request, signal),
    placeholderData: keepPreviousData,
  });
}

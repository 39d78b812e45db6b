import type { TAdmin } from '@prepward/shared/schemas/auth';
import type { TPagination } from '@prepward/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ADMINS_QUERY_KEY = ['admin', 'administrators'] as const;

export type AdminListRequest = { page: number; perPage: number; search: string };

export async function listAdmins(request: AdminListRequest, signal?: AbortSignal) {
  const { data } = await apiRequest<{ admins: TAdmin[]; pagination: TPagination }>(
    '/admin/onboarding',
    { auth: 'admin', query: request, signal },
  );
  return data;
}

export function useAdmins(request: AdminListRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...ADMINS_QUERY_KEY, request],
    queryFn: ({ signal }) => listAdmins(request, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

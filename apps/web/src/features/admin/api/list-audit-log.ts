import type { TAuditEntry } from '@prepward/shared/schemas/audit';
import type { TPagination } from '@prepward/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AuditListRequest = {
  page: number;
  perPage: number;
  entity: string;
  adminId: string;
  from: string;
  to: string;
};

export async function listAuditLog(request: AuditListRequest, signal?: AbortSignal) {
  const { data } = await apiRequest<{ entries: TAuditEntry[]; pagination: TPagination }>(
    '/admin/audit',
    { auth: 'admin', query: request, signal },
  );
  return data;
}

export function useAuditLog(request: AuditListRequest) {
  return useQuery({
    queryKey: ['admin', 'audit', request],
    queryFn: ({ signal }) => listAuditLog(request, signal),
    placeholderData: keepPreviousData,
  });
}

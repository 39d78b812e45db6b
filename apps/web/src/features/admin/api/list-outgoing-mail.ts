import type { TPagination } from '@prepward/shared/schemas/common';
import type { TMailCounts, TOutgoingMail } from '@prepward/shared/schemas/mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const OUTGOING_MAIL_QUERY_KEY = ['admin', 'mail'] as const;

export type OutgoingMailRequest = { page: number; perPage: number; status: string };

export async function listOutgoingMail(request: OutgoingMailRequest, signal?: AbortSignal) {
  const { data } = await apiRequest<{
    mails: TOutgoingMail[];
    counts: TMailCounts;
    pagination: TPagination;
  }>('/admin/mail', { auth: 'admin', query: request, signal });
  return data;
}

/** Refreshed every 15 s while open: the queue moves by itself. */
export function useOutgoingMail(request: OutgoingMailRequest) {
  return useQuery({
    queryKey: [...OUTGOING_MAIL_QUERY_KEY, request],
    queryFn: ({ signal }) => listOutgoingMail(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

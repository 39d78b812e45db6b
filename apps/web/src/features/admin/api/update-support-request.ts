import type { SupportStatus, TStaffSupportTicket } from '@prepward/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_SUPPORT_QUERY_KEY } from './list-support-requests';

export async function updateSupportRequest(id: string, status: SupportStatus) {
  const { data } = await apiRequest<{ request: TStaffSupportTicket }>(
    `/admin/support/${encodeURIComponent(id)}`,
    { method: 'PATCH', auth: 'admin', body: { status } },
  );
  return data;
}

/** Marks handled or reopens; the queue and the overview's count refresh. */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportStatus }) =>
      updateSupportRequest(id, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_SUPPORT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}

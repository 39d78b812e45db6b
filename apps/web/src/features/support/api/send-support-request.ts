import type { TSupportRequest, TSupportTicket } from '@prepward/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_SUPPORT_QUERY_KEY } from './list-support-requests';

export async function sendSupportRequest(request: TSupportRequest) {
  const { data } = await apiRequest<{ request: TSupportTicket }>('/user/support', {
    method: 'POST',
    body: request,
  });
  return data.request;
}

export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_SUPPORT_QUERY_KEY }),
  });
}

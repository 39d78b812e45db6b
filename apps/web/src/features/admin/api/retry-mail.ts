import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OUTGOING_MAIL_QUERY_KEY } from './list-outgoing-mail';

export async function retryMail(id: string) {
  const { data } = await apiRequest(`/admin/mail/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    auth: 'admin',
  });
  return data;
}

/** Sends a waiting or failed mail again now; the list refreshes. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTGOING_MAIL_QUERY_KEY }),
  });
}

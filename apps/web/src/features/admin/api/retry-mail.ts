import { outgoingMailOperations } from '@prepward/shared/operations/outgoing-mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function retryMail(mailId: string) {
  return call(outgoingMailOperations.retryMail, { params: { mailId } });
}

/** Sends a waiting or failed mail again now; the list refreshes. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => invalidate(queryClient, outgoingMailOperations.listOutgoingMail),
  });
}

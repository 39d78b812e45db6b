import { supportOperations } from '@prepward/shared/operations/support';
import type { TSupportRequest } from '@prepward/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export async function sendSupportRequest(request: TSupportRequest) {
  const { request: sent } = await call(supportOperations.sendSupportRequest, { body: request });
  return sent;
}

/** Sends a request; the student's list of requests refreshes. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => invalidate(queryClient, supportOperations.listOwnSupportRequests),
  });
}

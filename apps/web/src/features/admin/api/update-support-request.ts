import { overviewOperations } from '@prepward/shared/operations/overview';
import { supportOperations } from '@prepward/shared/operations/support';
import type { SupportStatus } from '@prepward/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function updateSupportRequest(id: string, status: SupportStatus) {
  return call(supportOperations.updateSupportRequest, { params: { id }, body: { status } });
}

/** Marks handled or reopens; the queue and the overview's count refresh. */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportStatus }) =>
      updateSupportRequest(id, status),
    onSuccess: () =>
      invalidate(
        queryClient,
        supportOperations.listSupportRequests,
        overviewOperations.getOverview,
      ),
  });
}

import { salesOperations } from '@prepward/shared/operations/sales';
import type { TManualAllocationRequest } from '@prepward/shared/schemas/commerce';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Grants or extends a student's access without payment (recorded as a 'manual' sale). */
export function allocateExam(request: TManualAllocationRequest) {
  return call(salesOperations.allocateExam, { body: request });
}

/** The sales list and any sale shown refresh: the allocation is a new sale. */
export function useAllocateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allocateExam,
    onSuccess: () => invalidateArea(queryClient, salesOperations.listSales.tag),
  });
}

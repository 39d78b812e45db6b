import type { TAdminSale, TManualAllocationRequest } from '@prepward/shared/schemas/commerce';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SALES_QUERY_KEY } from './list-sales';

export type AllocationResult = { message: string; sale: TAdminSale };

/** Grants or extends a student's access without payment (recorded as a 'manual' sale). */
export async function allocateExam(request: TManualAllocationRequest): Promise<AllocationResult> {
  const { data } = await apiRequest<{ sale: TAdminSale }>('/admin/sales/add/', {
    method: 'POST',
    auth: 'admin',
    body: request,
  });
  return { message: data.message, sale: data.sale };
}

export function useAllocateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allocateExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_QUERY_KEY }),
  });
}

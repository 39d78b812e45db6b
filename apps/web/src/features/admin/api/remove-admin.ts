import { administratorOperations } from '@prepward/shared/operations/administrators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export async function removeAdmin(adminId: string) {
  await call(administratorOperations.removeAdmin, { params: { id: adminId } });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => invalidate(queryClient, administratorOperations.listAdmins),
  });
}

import { administratorOperations } from '@prepward/shared/operations/administrators';
import type { TAddAdminRequest } from '@prepward/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export async function addAdmin(request: TAddAdminRequest) {
  const { admin } = await call(administratorOperations.addAdmin, { body: request });
  return admin;
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => invalidate(queryClient, administratorOperations.listAdmins),
  });
}

import { administratorOperations } from '@prepward/shared/operations/administrators';
import type { TUpdateAdminRequest } from '@prepward/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export async function updateAdmin({ id, changes }: { id: string; changes: TUpdateAdminRequest }) {
  const { admin } = await call(administratorOperations.updateAdmin, {
    params: { id },
    body: changes,
  });
  return admin;
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    onSuccess: () => invalidate(queryClient, administratorOperations.listAdmins),
  });
}

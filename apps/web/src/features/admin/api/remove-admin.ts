import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINS_QUERY_KEY } from './list-admins';

export async function removeAdmin(adminId: string) {
  await apiRequest(`/admin/onboarding/${encodeURIComponent(adminId)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}

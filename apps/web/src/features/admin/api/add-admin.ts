import type { TAddAdminRequest } from '@prepward/shared/schemas/admin';
import type { TAdmin } from '@prepward/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINS_QUERY_KEY } from './list-admins';

export async function addAdmin(request: TAddAdminRequest) {
  const { data } = await apiRequest<{ admin: TAdmin }>('/admin/onboarding/add', {
    method: 'POST',
    auth: 'admin',
    body: request,
  });
  return data.admin;
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}

import type { TAdminUserRow } from '@prepward/shared/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './list-users';

export async function unblacklistUser(userId: string) {
  const { data } = await apiRequest<{ user: TAdminUserRow }>(
    `/admin/users/${encodeURIComponent(userId)}/unblacklist`,
    { method: 'POST', auth: 'admin' },
  );
  return data;
}

export function useUnblacklistUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unblacklistUser(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

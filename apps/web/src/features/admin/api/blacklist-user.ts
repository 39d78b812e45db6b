import type { TAdminUserRow, TBlacklistRequest } from '@prepward/shared/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './list-users';

export async function blacklistUser(userId: string, request: TBlacklistRequest) {
  const { data } = await apiRequest<{ user: TAdminUserRow }>(
    `/admin/users/${encodeURIComponent(userId)}/blacklist`,
    { method: 'POST', auth: 'admin', body: request },
  );
  return data;
}

/** Blacklists and refreshes every users list and the record. */
export function useBlacklistUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TBlacklistRequest) => blacklistUser(userId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

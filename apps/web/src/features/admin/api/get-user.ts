import type { TAdminUserDetail } from '@prepward/shared/schemas/admin-users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './list-users';

export const userQueryKey = (userId: string) => [...USERS_QUERY_KEY, 'detail', userId] as const;

export async function getUser(userId: string, signal?: AbortSignal): Promise<TAdminUserDetail> {
  const { data } = await apiRequest<TAdminUserDetail>(
    `/admin/users/${encodeURIComponent(userId)}`,
    { auth: 'admin', signal },
  );
  return data;
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

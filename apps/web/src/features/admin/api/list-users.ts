import type { UserTab } from '@prepward/shared/constants';
import type { TAdminUserRow } from '@prepward/shared/schemas/admin-users';
import type { TPagination } from '@prepward/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UserListFilter = {
  tab: UserTab;
  search: string;
  profession: string;
  from: string;
  to: string;
};
export type UserListRequest = UserListFilter & { page: number; perPage: number };

export const USERS_QUERY_KEY = ['admin', 'users'] as const;

export async function listUsers(request: UserListRequest, signal?: AbortSignal) {
  const { data } = await apiRequest<{ users: TAdminUserRow[]; pagination: TPagination }>(
    '/admin/users',
    { auth: 'admin', query: request, signal },
  );
  return data;
}

export function useUsers(request: UserListRequest) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, 'list', request],
    queryFn: ({ signal }) => listUsers(request, signal),
    placeholderData: keepPreviousData,
  });
}

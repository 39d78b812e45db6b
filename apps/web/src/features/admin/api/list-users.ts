import { adminUserOperations } from '@prepward/shared/operations/admin-users';
import type { ZUserListQuery } from '@prepward/shared/schemas/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryOf } from '../../../lib/operations';

type UserListQuery = z.input<typeof ZUserListQuery>;

/** The users page's filter: the list query's fields, '' where one is not set (as in the URL). */
export type UserListFilter = {
  tab: NonNullable<UserListQuery['tab']>;
  search: string;
  profession: NonNullable<UserListQuery['profession']> | '';
  from: string;
  to: string;
};
export type UserListRequest = UserListFilter & { page: number; perPage: number };

/** The list query of a filter: what is not set is left out. */
export function userListQuery({ tab, search, profession, from, to }: UserListFilter) {
  return {
    tab,
    search: search || undefined,
    profession: profession || undefined,
    from: from || undefined,
    to: to || undefined,
  } satisfies UserListQuery;
}

export function useUsers({ page, perPage, ...filter }: UserListRequest) {
  return useQuery({
    ...queryOf(adminUserOperations.listUsers, {
      query: { ...userListQuery(filter), page, perPage },
    }),
    placeholderData: keepPreviousData,
  });
}

import { adminUserOperations } from '@prepward/shared/operations/admin-users';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-download';
import { userListQuery, type UserListFilter } from './list-users';

/** Downloads the filtered users list as CSV (the server streams it). */
export function exportUsers(filter: UserListFilter) {
  return downloadFile(
    adminUserOperations.exportUsers,
    { query: userListQuery(filter) },
    { fallbackName: 'users.csv' },
  );
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}

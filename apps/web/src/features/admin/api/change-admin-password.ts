import { adminAccountOperations } from '@prepward/shared/operations/accounts';
import type { TChangePasswordRequest } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';
import { setToken } from '../../../lib/storage';

/** Changes the administrator's password; the server returns a fresh token. */
export function changeAdminPassword(request: TChangePasswordRequest) {
  return call(adminAccountOperations.changePassword, { body: request });
}

/** Changes the password and keeps the admin session going with the new token. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: changeAdminPassword,
    onSuccess: ({ jwt }) => setToken('admin', jwt),
  });
}

import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import type { TChangePasswordRequest } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';
import { setToken } from '../../../lib/storage';

/** Changes the password; the server ends every session and returns a fresh token. */
export function changePassword(request: TChangePasswordRequest) {
  return call(studentAccountOperations.changePassword, { body: request });
}

/** Changes the password and keeps the session going with the new token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ jwt }) => setToken('user', jwt),
  });
}

import type { TAdmin, TChangePasswordRequest } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/storage';

export type ChangeAdminPasswordResult = { message: string; jwt: string; admin: TAdmin };

/** Changes the administrator's password; the server returns a fresh token. */
export async function changeAdminPassword(
  request: TChangePasswordRequest,
): Promise<ChangeAdminPasswordResult> {
  const { data } = await apiRequest<{ jwt: string; admin: TAdmin }>('/admin/onboarding/password', {
    method: 'PATCH',
    body: request,
    auth: 'admin',
  });
  return data;
}

/** Changes the password and keeps the admin session going with the new token. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: changeAdminPassword,
    onSuccess: ({ jwt }) => setToken('admin', jwt),
  });
}

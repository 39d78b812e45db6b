import type { TChangePasswordRequest, TStudent } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/storage';

export type ChangePasswordResult = { message: string; jwt: string; user: TStudent };

/** Changes the password; the server ends every session and returns a fresh token. */
export async function changePassword(
  request: TChangePasswordRequest,
): Promise<ChangePasswordResult> {
  const { data } = await apiRequest<{ jwt: string; user: TStudent }>(
    '/user/onboarding/password/reset',
    { method: 'PATCH', body: request },
  );
  return data;
}

/** Changes the password and keeps the session going with the new token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ jwt }) => setToken('user', jwt),
  });
}

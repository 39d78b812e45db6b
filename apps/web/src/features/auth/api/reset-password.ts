import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordRequest = { email: string; otp: string; password: string };

/** Sets a new password with the emailed reset code. */
export async function resetPassword(request: ResetPasswordRequest): Promise<{ message: string }> {
  const { data } = await apiRequest('/user/onboarding/password/forgot/reset', {
    method: 'POST',
    body: request,
    auth: 'none',
  });
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

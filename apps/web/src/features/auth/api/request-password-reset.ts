import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Emails a reset code; the reply is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  const { data } = await apiRequest('/user/onboarding/password/forgot', {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
  return data;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Emails a new verification code (the reply is the same whether or not one was sent). */
export async function resendVerificationCode(email: string): Promise<{ message: string }> {
  const { data } = await apiRequest('/user/onboarding/verify/resend', {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
  return data;
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type VerifyEmailRequest = { email: string; otp: string };

/** Confirms the email with the emailed code; data.message says what to do next. */
export async function verifyEmail(request: VerifyEmailRequest): Promise<{ message: string }> {
  const { data } = await apiRequest('/user/onboarding/verify', {
    method: 'POST',
    body: request,
    auth: 'none',
  });
  return data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

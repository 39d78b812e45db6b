import type { TSignupRequest, TStudent } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SignUpResult = { message: string; user: TStudent };

/** Creates an unverified account; the server emails a verification code. */
export async function signUp(request: TSignupRequest): Promise<SignUpResult> {
  const { data } = await apiRequest<{ user: TStudent }>('/user/onboarding/signup', {
    method: 'POST',
    body: request,
    auth: 'none',
  });
  return data;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

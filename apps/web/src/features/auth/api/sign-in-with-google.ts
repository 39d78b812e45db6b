import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/storage';
import type { StudentSession } from './sign-in';

/** Signs in (or up) with the ID token Google Identity Services hands to its callback. */
export async function signInWithGoogle(credential: string): Promise<StudentSession> {
  const { data } = await apiRequest<Omit<StudentSession, 'message'>>('/user/onboarding/google', {
    method: 'POST',
    body: { credential },
    auth: 'none',
  });
  return data;
}

export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: ({ jwt, user }) => saveSession('user', jwt, user),
  });
}

import type { TLoginRequest, TStudent, ZLocation } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/storage';

export type LoginLocation = z.infer<typeof ZLocation>;

export type StudentSession = {
  message: string;
  jwt: string;
  user: TStudent;
  /** Present on email sign-in: the country lookup of the request's IP address. */
  location?: LoginLocation;
};

export async function signIn(request: TLoginRequest): Promise<StudentSession> {
  const { data } = await apiRequest<Omit<StudentSession, 'message'>>('/user/onboarding/login', {
    method: 'POST',
    body: request,
    // A 401 here is a wrong password, not an expired session.
    auth: 'none',
  });
  return data;
}

/** Signs a student in and stores the session (token, userData, account type 'user'). */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ jwt, user }) => saveSession('user', jwt, user),
  });
}

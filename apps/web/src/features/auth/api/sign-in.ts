import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import type { TLoginRequest } from '@prepward/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Reply } from '../../../lib/operations';
import { saveSession } from '../../../lib/storage';

/**
 * A student's new session: email sign-in also carries `location`, the country lookup of the
 * request's IP address; Google sign-in does not.
 */
export type StudentSession = Reply<typeof studentAccountOperations.signInWithGoogle> &
  Partial<Pick<Reply<typeof studentAccountOperations.signIn>, 'location'>>;

export function signIn(request: TLoginRequest) {
  // Sent without a token (anyone may call it): a 401 here is a wrong password, not an
  // expired session.
  return call(studentAccountOperations.signIn, { body: request });
}

/** Signs a student in and stores the session (token, userData, account type 'user'). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ jwt, user, firstSignIn }) => {
      // Nothing cached for whoever used this browser before may show to this account.
      queryClient.clear();
      saveSession('user', jwt, { ...user, firstSignIn });
    },
  });
}

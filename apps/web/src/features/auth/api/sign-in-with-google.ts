import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/operations';
import { saveSession } from '../../../lib/storage';

/** Signs in (or up) with the ID token Google Identity Services hands to its callback. */
export function signInWithGoogle(credential: string) {
  return call(studentAccountOperations.signInWithGoogle, { body: { credential } });
}

export function useSignInWithGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: ({ jwt, user, firstSignIn }) => {
      queryClient.clear();
      saveSession('user', jwt, { ...user, firstSignIn });
    },
  });
}

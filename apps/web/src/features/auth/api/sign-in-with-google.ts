import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';
import { saveSession } from '../../../lib/storage';

/** Signs in (or up) with the ID token Google Identity Services hands to its callback. */
export function signInWithGoogle(credential: string) {
  return call(studentAccountOperations.signInWithGoogle, { body: { credential } });
}

export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: ({ jwt, user, firstSignIn }) => saveSession('user', jwt, { ...user, firstSignIn }),
  });
}

import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import type { TSignupRequest } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** Creates an unverified account; the server emails a verification code. */
export function signUp(request: TSignupRequest) {
  return call(studentAccountOperations.signUp, { body: request });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

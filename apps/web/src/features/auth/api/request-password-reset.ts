import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** Emails a reset code; the reply is the same whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return call(studentAccountOperations.requestPasswordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

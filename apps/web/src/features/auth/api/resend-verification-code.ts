import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** Emails a new verification code (the reply is the same whether or not one was sent). */
export function resendVerificationCode(email: string) {
  return call(studentAccountOperations.resendVerification, { body: { email } });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}

import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import type { ZResetPasswordRequest } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/operations';

export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** Sets a new password with the emailed reset code. */
export function resetPassword(request: ResetPasswordRequest) {
  return call(studentAccountOperations.resetPassword, { body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

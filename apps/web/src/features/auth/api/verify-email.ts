import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import type { ZVerifyEmailRequest } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/operations';

export type VerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

/** Confirms the email with the emailed code; the reply's message says what to do next. */
export function verifyEmail(request: VerifyEmailRequest) {
  return call(studentAccountOperations.verifyEmail, { body: request });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

import { MESSAGES } from '@prepward/shared/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';

/**
 * The failure text of sign-up: a failed request shows its first detail message, else the
 * response message; anything else (no answer from the server) shows 'Signup Failed'.
 */
export function signupFailureMessage(err: unknown): string {
  if (!isApiError(err) || err.status === 0) return MESSAGES.signupFailed;
  return err.details[0]?.message ?? errorMessage(err);
}

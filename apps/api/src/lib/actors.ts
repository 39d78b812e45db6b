// Who is acting: the signed-in student or administrator, as the auth guards load them and
// as services receive them. A domain type, so services need nothing from the HTTP layer.
import type { admins, users } from '../db/schema';

export type AuthenticatedStudent = typeof users.$inferSelect;
export type AuthenticatedAdmin = typeof admins.$inferSelect;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const BLACKLISTED_MESSAGE =
  'Your account has been suspended. Please contact support if you think this is a mistake.';

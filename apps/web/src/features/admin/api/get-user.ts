import { adminUserOperations } from '@prepward/shared/operations/admin-users';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A student's record: profile, subscriptions, purchases, tests and reports. */
export function useAdminUser(userId: string) {
  return useQuery(queryOf(adminUserOperations.getUser, { params: { userId } }));
}

import { adminUserOperations } from '@prepward/shared/operations/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function unblacklistUser(userId: string) {
  return call(adminUserOperations.unblacklistUser, { params: { userId } });
}

/** Lifts the blacklisting and refreshes every users list and the record. */
export function useUnblacklistUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unblacklistUser(userId),
    onSuccess: () =>
      invalidate(queryClient, adminUserOperations.listUsers, adminUserOperations.getUser),
  });
}

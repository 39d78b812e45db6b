import { adminUserOperations } from '@prepward/shared/operations/admin-users';
import type { TBlacklistRequest } from '@prepward/shared/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function blacklistUser(userId: string, request: TBlacklistRequest) {
  return call(adminUserOperations.blacklistUser, { params: { userId }, body: request });
}

/** Blacklists and refreshes every users list and the record. */
export function useBlacklistUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TBlacklistRequest) => blacklistUser(userId, request),
    onSuccess: () =>
      invalidate(queryClient, adminUserOperations.listUsers, adminUserOperations.getUser),
  });
}

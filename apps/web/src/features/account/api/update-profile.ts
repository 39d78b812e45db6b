import { studentAccountOperations } from '@prepward/shared/operations/accounts';
import type { ZProfileUpdateRequest } from '@prepward/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, keyOf, type Reply } from '../../../lib/operations';
import { getUserData, setUserData } from '../../../lib/storage';

export type ProfileUpdate = z.input<typeof ZProfileUpdateRequest>;

/** Changes only the fields sent. A new email gets a verification code (emailVerificationSent). */
export function updateProfile(changes: ProfileUpdate) {
  return call(studentAccountOperations.updateProfile, { body: changes });
}

/** Updates the profile, then the cached profile and the stored userData. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<Reply<typeof studentAccountOperations.getProfile>>(
        keyOf(studentAccountOperations.getProfile, {}),
        (profile) => (profile ? { ...profile, user } : profile),
      );
      setUserData({ userData: user, cartUpdated: getUserData()?.cartUpdated ?? false });
    },
  });
}

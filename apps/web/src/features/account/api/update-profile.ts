import type { TStudent, ZProfileUpdateRequest } from '@prepward/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getUserData, setUserData } from '../../../lib/storage';
import { PROFILE_QUERY_KEY } from './get-profile';

export type ProfileUpdate = z.input<typeof ZProfileUpdateRequest>;

export type ProfileUpdateResult = { user: TStudent; emailVerificationSent: boolean };

/** Changes only the fields sent. A new email gets a verification code (emailVerificationSent). */
export async function updateProfile(changes: ProfileUpdate): Promise<ProfileUpdateResult> {
  const { data } = await apiRequest<ProfileUpdateResult>('/user/profile/update', {
    method: 'PATCH',
    body: changes,
  });
  return { user: data.user, emailVerificationSent: data.emailVerificationSent };
}

/** Updates the profile, then the cached profile and the stored userData. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      setUserData({ userData: user, cartUpdated: getUserData()?.cartUpdated ?? false });
    },
  });
}

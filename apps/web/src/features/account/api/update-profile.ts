import type { TStudent, ZProfileUpdateRequest } from '@prepward/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getUserData, setUserData } from '../../../lib/storage';
import { PROFILE_QUERY_KEY } from './get-profile';

export type ProfileUpdate = z.input<typeof ZProfileUpdateRequest>;

/** Changes only the fields sent. */
export async function updateProfile(changes: ProfileUpdate): Promise<TStudent> {
  const { data } = await apiRequest<{ user: TStudent }>('/user/profile/update', {
    method: 'PATCH',
    body: changes,
  });
  return data.user;
}

/** Updates the profile, then the cached profile and the stored userData. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      setUserData({ userData: user, cartUpdated: getUserData()?.cartUpdated ?? false });
    },
  });
}

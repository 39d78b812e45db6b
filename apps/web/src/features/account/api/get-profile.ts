import type { TStudent } from '@prepward/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

/** The signed-in student. */
export async function getProfile(signal?: AbortSignal): Promise<TStudent> {
  const { data } = await apiRequest<{ user: TStudent }>('/user/profile', { signal });
  return data.user;
}

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The support address the server was given (SUPPORT_EMAIL), or null. */
export async function getSupportEmail(): Promise<string | null> {
  const { data } = await apiRequest<{ supportEmail?: string | null }>('/public/config', {
    auth: 'none',
  });
  return data.supportEmail ?? null;
}

export function useSupportEmail() {
  return useQuery({
    queryKey: ['public-config', 'support-email'],
    queryFn: getSupportEmail,
    staleTime: Infinity,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type PublicConfig = {
  /** OAuth client id for Google sign-in; null when the server has none configured. */
  googleClientId: string | null;
};

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await apiRequest<PublicConfig>('/public/config', { auth: 'none' });
  return { googleClientId: data.googleClientId ?? null };
}

/** The server's public settings; they do not change while the page is open. */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });
}

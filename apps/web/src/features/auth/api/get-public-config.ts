import { healthOperations } from '@prepward/shared/operations/health';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/operations';

/**
 * The server's public settings (the Google client id, the support address); they do not
 * change while the page is open.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: keyOf(healthOperations.getPublicConfig, {}),
    // Not aborted when the last reader unmounts (as queryOf's reads are): a page mounted twice
    // in a row, as StrictMode does, asks the server once.
    queryFn: () => call(healthOperations.getPublicConfig),
    staleTime: Infinity,
  });
}

import { healthOperations } from '@prepward/shared/operations/health';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../lib/operations';

/**
 * The server's public settings (the Google client id, the support address); they do not
 * change while the page is open.
 */
const publicConfigQuery = {
  queryKey: keyOf(healthOperations.getPublicConfig, {}),
  // Not aborted when the last reader unmounts (as queryOf's reads are): a page mounted twice
  // in a row, as StrictMode does, asks the server once.
  queryFn: () => call(healthOperations.getPublicConfig),
  staleTime: Infinity,
};

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

/** The support address the server was given (SUPPORT_EMAIL), or null. */
export function useSupportEmail() {
  return useQuery({ ...publicConfigQuery, select: (config) => config.supportEmail ?? null });
}

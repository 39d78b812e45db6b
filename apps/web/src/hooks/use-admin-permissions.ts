// The signed-in administrator and what its roles allow (docs/architecture.md). The server
// enforces every permission; the UI uses this only to hide what a role cannot do.
import type { Permission } from '@prepward/shared/permissions';
import { hasPermission } from '@prepward/shared/permissions';
import type { TAdmin } from '@prepward/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const CURRENT_ADMIN_QUERY_KEY = ['admin', 'me'] as const;

export async function getCurrentAdmin(signal?: AbortSignal): Promise<TAdmin> {
  const { data } = await apiRequest<{ admin: TAdmin }>('/admin/onboarding/me', {
    auth: 'admin',
    signal,
  });
  return data.admin;
}

export function useCurrentAdmin() {
  return useQuery({
    queryKey: CURRENT_ADMIN_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentAdmin(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * `can(permission)`: whether the signed-in administrator's roles allow it. False while the
 * administrator is loading, so write buttons appear only once they are known to be allowed.
 */
export function useAdminPermissions() {
  const { data: admin, isPending } = useCurrentAdmin();
  return {
    admin,
    isPending,
    can: (permission: Permission) => (admin ? hasPermission(admin.roles, permission) : false),
  };
}

// The signed-in administrator and what its roles allow (docs/architecture.md). The server
// enforces every permission; the UI uses this only to hide what a role cannot do.
import { adminAccountOperations } from '@prepward/shared/operations/accounts';
import type { Permission } from '@prepward/shared/permissions';
import { hasPermission } from '@prepward/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../lib/operations';

export function useCurrentAdmin() {
  return useQuery({
    ...queryOf(adminAccountOperations.getCurrentAdmin),
    select: (reply) => reply.admin,
    staleTime: 5 * 60_000,
  });
}

/**
 * `can(permission)`: whether the signed-in administrator's roles allow it. False while the
 * administrator is loading, so write buttons appear only once they are known to be allowed.
 * `wholeCatalogue`: not limited to some exams (only such administrators add or delete exams).
 */
export function useAdminPermissions() {
  const { data: admin, isPending } = useCurrentAdmin();
  return {
    admin,
    isPending,
    can: (permission: Permission) => (admin ? hasPermission(admin.roles, permission) : false),
    wholeCatalogue: admin ? admin.examAccess.length === 0 : false,
  };
}

import type { AdminRole } from './constants';

/** What each administrator role may do (DESIGN.md section 5); the server enforces it. */
export const PERMISSIONS = [
  'overview:read',
  'content:read',
  'content:write',
  'sales:read',
  'sales:allocate',
  'users:read',
  'users:blacklist',
  'admins:read',
  'admins:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  viewer: ['overview:read', 'content:read', 'sales:read', 'users:read', 'admins:read'],
  sales: ['overview:read', 'sales:read', 'sales:allocate', 'users:read'],
  hr: ['overview:read', 'users:read', 'users:blacklist', 'admins:read'],
  examiner: ['overview:read', 'content:read', 'content:write'],
};

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role as AdminRole]?.includes(permission) ?? false);
}

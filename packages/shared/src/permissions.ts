import type { AdminRole } from './constants';

/**
 * What each administrator role may do (docs/architecture.md); the server enforces it. The
 * support and audit permissions are this project's additions
 * (docs/decisions/0070-support-and-audit-permissions.md): support requests carry a student's
 * identity, so reading them follows `users:read`; viewers only read; the audit log and the
 * outgoing mail queue are for the admin role alone. Writing questions (add, edit, delete, bulk
 * upload, question images) is the admin role's too; examiners keep exams, courses, subjects and
 * question reports (docs/decisions/0095-questions-are-written-by-the-admin-role.md), and they
 * review: approve a question in review or send it back (`questions:review`,
 * docs/decisions/0096-question-review-workflow.md).
 */
export const PERMISSIONS = [
  'overview:read',
  'content:read',
  'content:write',
  'questions:write',
  'questions:review',
  'sales:read',
  'sales:allocate',
  'users:read',
  'users:blacklist',
  'admins:read',
  'admins:write',
  'support:read',
  'support:write',
  'audit:read',
  'mail:read',
  'mail:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  viewer: [
    'overview:read',
    'content:read',
    'sales:read',
    'users:read',
    'admins:read',
    'support:read',
  ],
  sales: [
    'overview:read',
    'sales:read',
    'sales:allocate',
    'users:read',
    'support:read',
    'support:write',
  ],
  hr: [
    'overview:read',
    'users:read',
    'users:blacklist',
    'admins:read',
    'support:read',
    'support:write',
  ],
  examiner: ['overview:read', 'content:read', 'content:write', 'questions:review'],
};

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role as AdminRole]?.includes(permission) ?? false);
}

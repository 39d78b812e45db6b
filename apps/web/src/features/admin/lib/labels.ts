import type { UserTab } from '@prepward/shared/constants';
import type { TAdmin } from '@prepward/shared/schemas/auth';

/** The users table tabs. */
export const USER_TAB_LABELS: Record<UserTab, string> = {
  all: 'All Users',
  active: 'Total users with active subscription',
  banned: 'Banned Users',
};

/** The permission column shows the first role; an administrator may have none. */
export const permissionOf = (admin: Pick<TAdmin, 'roles'>) => admin.roles[0] ?? 'none';

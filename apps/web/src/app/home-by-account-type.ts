import type { AccountType } from '@prepward/shared/constants';

/** Where a signed-in person lands when opening a sign-in page (or their dashboard link). */
export const HOME_BY_ACCOUNT_TYPE: Record<AccountType, string> = {
  user: '/user',
  admin: '/admin/dashboard',
};

import type { AccountType } from '@prepward/shared/constants';

/** Where a signed-in person lands when opening a sign-in page (or their dashboard link). */
export const HOME_BY_ACCOUNT_TYPE: Record<AccountType, string> = {
  user: '/user',
  admin: '/admin/dashboard',
};

/** Each account type's sign-in page: where Logout leads. */
export const SIGN_IN_BY_ACCOUNT_TYPE: Record<AccountType, string> = {
  user: '/signin',
  admin: '/signin/admin',
};

// Route guards of spec section 2. The stored account type (with its token) decides.
import { notifications } from '@mantine/notifications';
import type { AccountType } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSignedInAs } from '../lib/session';

/** Where an unauthorized visitor is sent. */
export const UNAUTHORIZED_REDIRECT = '/login';

/** Where a signed-in person lands when opening a sign-in page. */
export const HOME_BY_ACCOUNT_TYPE: Record<AccountType, string> = {
  user: '/user',
  admin: '/admin/dashboard',
};

// A fixed id: Mantine ignores a second notification with the same id, so StrictMode's
// double effects (or two guards at once) show the toast once.
const NOT_AUTHORIZED_NOTIFICATION_ID = 'route-guard-not-authorized';

function showNotAuthorized() {
  notifications.show({
    id: NOT_AUTHORIZED_NOTIFICATION_ID,
    color: 'red',
    message: MESSAGES.notAuthorized,
  });
}

/** Renders the child routes only for the given account type; otherwise toast and /login. */
export function RequireAccount({ type }: { type: AccountType }) {
  const signedInAs = useSignedInAs();
  const allowed = signedInAs === type;

  useEffect(() => {
    if (!allowed) showNotAuthorized();
  }, [allowed]);

  if (!allowed) return <Navigate to={UNAUTHORIZED_REDIRECT} replace />;
  return <Outlet />;
}

/** Sign-in and sign-up pages: a signed-in student goes to /user, an admin to /admin/dashboard. */
export function RedirectIfSignedIn() {
  const signedInAs = useSignedInAs();
  if (signedInAs) return <Navigate to={HOME_BY_ACCOUNT_TYPE[signedInAs]} replace />;
  return <Outlet />;
}

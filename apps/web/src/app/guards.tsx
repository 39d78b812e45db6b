// Route guards of the app. The stored account type (with its token) decides.
import { notifications } from '@mantine/notifications';
import type { AccountType } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { SESSION_EXPIRED_EVENT, useSignedInAs, type SessionExpiredDetail } from '../lib/session';
import { signedOutOnPurposeAs } from '../lib/storage';
import { HOME_BY_ACCOUNT_TYPE, SIGN_IN_BY_ACCOUNT_TYPE } from './home-by-account-type';

/** Where an unauthorized visitor is sent. */
export const UNAUTHORIZED_REDIRECT = '/login';

// Kept in its own module so the public pages can use it without the guards' toast code.
export { HOME_BY_ACCOUNT_TYPE } from './home-by-account-type';

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

/** Says why the server ended the session (a suspended account), when it said so. */
function useSessionEndReason() {
  useEffect(() => {
    const onExpired = (event: Event) => {
      const { reason } = (event as CustomEvent<SessionExpiredDetail>).detail ?? {};
      if (reason) notifications.show({ id: 'session-ended', color: 'red', message: reason });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);
}

/**
 * Renders the child routes only for the given account type; otherwise toast and /login. After
 * Logout (signOut) the area's sign-in page instead, without the toast: the layout is taking the
 * person there, and this guard may render before that navigation lands.
 */
export function RequireAccount({ type }: { type: AccountType }) {
  const signedInAs = useSignedInAs();
  const allowed = signedInAs === type;
  const signedOut = !allowed && signedOutOnPurposeAs() === type;
  useSessionEndReason();

  useEffect(() => {
    if (!allowed && !signedOut) showNotAuthorized();
  }, [allowed, signedOut]);

  if (signedOut) return <Navigate to={SIGN_IN_BY_ACCOUNT_TYPE[type]} replace />;
  if (!allowed) return <Navigate to={UNAUTHORIZED_REDIRECT} replace />;
  return <Outlet />;
}

/** Sign-in and sign-up pages: a signed-in student goes to /user, an admin to /admin/dashboard. */
export function RedirectIfSignedIn() {
  const signedInAs = useSignedInAs();
  if (signedInAs) return <Navigate to={HOME_BY_ACCOUNT_TYPE[signedInAs]} replace />;
  return <Outlet />;
}

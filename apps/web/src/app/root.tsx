import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isStudentPath, useAppliedDisplay } from '../lib/display-preferences';
import { useSignedInAs } from '../lib/session';
import { AppProviders } from './providers';

/**
 * Top of the route tree: providers inside the router, so modals and toasts can use links.
 * A signed-in student's pages take the student's text size and theme from the first paint.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  const student = useSignedInAs() === 'user' && isStudentPath(pathname);
  const colorScheme = useAppliedDisplay(student);
  return (
    <AppProviders colorScheme={colorScheme}>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </AppProviders>
  );
}

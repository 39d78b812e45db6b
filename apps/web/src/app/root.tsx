import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AppProviders } from './providers';

/** Top of the route tree: providers inside the router, so modals and toasts can use links. */
export function AppRoot() {
  return (
    <AppProviders>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </AppProviders>
  );
}

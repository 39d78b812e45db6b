import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { PublicLayout } from './public-layout';

/** The public frame inside the app's router (pages reached by navigating within the app). */
export function PublicLayoutRoute() {
  const { pathname } = useLocation();
  return (
    <PublicLayout currentPath={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}

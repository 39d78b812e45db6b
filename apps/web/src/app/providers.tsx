import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so caches never leak between them. */
  queryClient?: QueryClient;
};

// Under vitest, Mantine's test environment turns off transitions and portals.
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

/**
 * Toasts at the bottom, away from the headers' menu, timer, shortcuts and End Exam: centred on a
 * phone, at the right on wider screens.
 */
function AppNotifications() {
  const phone = useMediaQuery('(max-width: 48em)', false);
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} zIndex={1000} />;
}

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={MANTINE_ENV}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <AppNotifications />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
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
  /** The student's choice on the student pages (lib/display-preferences.ts); light elsewhere. */
  colorScheme?: 'light' | 'dark';
};

// Under vitest, Mantine's test environment turns off transitions and portals.
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  colorScheme = 'light',
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={colorScheme}
      env={MANTINE_ENV}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" zIndex={1000} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

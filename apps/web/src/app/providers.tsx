import './app-styles.css';
import './global.css';
import './touch-targets.css';

import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { lazyWithPreload, preloadOnFirstInput } from '../lib/lazy-with-preload';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so caches never leak between them. */
  queryClient?: QueryClient;
  /** The student's choice on the student pages (lib/display-preferences.ts); light elsewhere. */
  colorScheme?: 'light' | 'dark';
};

/**
 * The app's colours: the public pages' (theme.ts), and what those pages do not need, here so
 * that their bundle budget does not pay for it. Text in a colour (c="red") takes shade 9 on
 * white and on the pale tints of light buttons (red 6 is 4:1), and shade 4 on the dark page. On the dark page (a student's choice) Mantine's dimmed grey
 * is 4:1 and its error red 3.4:1: shades 1 and 4 are above 6:1 on the page and on cards.
 */
const appCssVariablesResolver: CSSVariablesResolver = (mantineTheme) => {
  const { variables, light, dark } = cssVariablesResolver(mantineTheme);
  return {
    variables,
    light: {
      ...light,
      '--mantine-color-red-text': 'var(--mantine-color-red-9)',
      '--mantine-color-yellow-text': 'var(--mantine-color-yellow-9)',
      '--mantine-color-blue-text': 'var(--mantine-color-blue-9)',
      '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
    },
    dark: {
      ...dark,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
    },
  };
};

// Under vitest, Mantine's test environment turns off transitions and portals.
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

// The toasts' container and its transitions (9 kB gzip), apart from the app's start: a first
// visit does not wait for them. A toast follows an action: they load at the first tap or key
// press, or with a toast shown before any.
const { Component: Notifications, preload: preloadNotifications } = lazyWithPreload(() =>
  import('./toasts').then((module) => module.Notifications),
);

/**
 * Toasts at the bottom, away from the headers' menu, timer, shortcuts and End Exam: centred on a
 * phone, at the right on wider screens.
 */
function AppNotifications() {
  // Read at once: read in an effect, a phone would render the toasts twice on the way in.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // Mounted with the first toast, then kept: mounted at once, the toasts' portal and its six
  // corners rendered in two more passes on the way to every page's first screen.
  const shown = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(shown);
  useEffect(() => preloadOnFirstInput(preloadNotifications), []);
  if (shown && !needed) setNeeded(true);
  if (!needed) return null;
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} zIndex={1000} />;
}

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  colorScheme = 'light',
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={appCssVariablesResolver}
      forceColorScheme={colorScheme}
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

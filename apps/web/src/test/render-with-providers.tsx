import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { cssVariablesResolver, theme } from '../app/theme';

/** Renders a single component with the app's theme and a memory router (for its links). */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
  return { user, ...view };
}

/** Makes `(prefers-reduced-motion: reduce)` match, as when the system asks for less motion. */
export function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
}

/**
 * Renders a component inside the app's providers (query client, modals, toasts) and a
 * memory router: for feature components that call the API and show toasts.
 */
export function renderInApp(ui: ReactElement, path = '/') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { user, ...view };
}

// The prerendered public pages as one small React tree each: Mantine and the page, no router,
// no query cache, no notifications. The build renders it to HTML (prerender.tsx) and the page's
// entry (home-main.tsx, faq-main.tsx) hydrates it in the browser, so both must build exactly
// the same tree.
import { MantineProvider } from '@mantine/core';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicLayout } from './layouts/public-layout';
import { cssVariablesResolver, theme } from './theme';

/** The element both the prerender and the browser render for the page at `path`. */
export function publicAppElement(path: string, Page: ComponentType) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
      >
        <PublicLayout currentPath={path}>
          <Page />
        </PublicLayout>
      </MantineProvider>
    </StrictMode>
  );
}

/**
 * Hydrates the prerendered page the server sent, or renders it in the empty shell the
 * development server sends. Hydration runs as a transition, in slices that give way to the
 * browser, rather than as one long task a phone cannot respond during (the page is already
 * on screen, and a tap meanwhile hydrates its part of the page first).
 */
export function startPublicPage(path: string, Page: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from the page.');
  const element = publicAppElement(path, Page);
  if (container.dataset.prerendered) startTransition(() => void hydrateRoot(container, element));
  else createRoot(container).render(element);
}

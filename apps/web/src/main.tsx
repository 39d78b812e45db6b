import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement, createAppRouter, preloadRoute } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const router = createAppRouter();
// The page's code starts loading now, alongside the app's first render.
preloadRoute(router);

// The sign-in and sign-up pages arrive prerendered (built by prerender.tsx from these routes)
// and hydrate in slices (see startPublicPage); every other page starts from the 'Loading...'
// shell, and renders in slices too (a transition), so a phone's main thread is never held for
// long and a tap is answered at once.
if (container.dataset.prerendered) {
  startTransition(() => void hydrateRoot(container, appElement(router)));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(appElement(router)));
}

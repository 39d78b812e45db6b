import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement, createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const router = createAppRouter();

// The sign-in and sign-up pages arrive prerendered (built by prerender.tsx from these routes)
// and hydrate in slices (see startPublicPage); every other page starts from the 'Loading...'
// shell.
if (container.dataset.prerendered) {
  startTransition(() => void hydrateRoot(container, appElement(router)));
} else {
  createRoot(container).render(appElement(router));
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppRouter router={router} />
  </StrictMode>,
);

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';

/**
 * Renders the real route table at `path`, as the browser would (StrictMode included).
 * `visited` lists every path the router went through, redirects included.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const visited: string[] = [path];
  router.subscribe((state) => {
    if (visited.at(-1) !== state.location.pathname) visited.push(state.location.pathname);
  });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, user, visited, ...view };
}

export function signInAs(type: 'user' | 'admin', token = `${type}-token`) {
  window.localStorage.setItem(type === 'user' ? 'token' : 'adminToken', token);
  window.localStorage.setItem('accountType', type);
}

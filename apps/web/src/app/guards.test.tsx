import { MESSAGES } from '@prepward/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '../test/api-stub';
import { renderRoute, signInAs } from '../test/render-route';

describe('route guards', () => {
  it('sends a visitor without a token from a student page to /login with the toast, once', async () => {
    const { router } = renderRoute('/user/my-exams');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // StrictMode runs effects twice: the toast still shows once.
    expect(await screen.findAllByText(MESSAGES.notAuthorized)).toHaveLength(1);
    // replace: going back does not return to the guarded page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in student into the student pages', async () => {
    signInAs('user');
    const { router } = renderRoute('/user/my-exams');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Exams' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/my-exams');
    expect(screen.queryByText(MESSAGES.notAuthorized)).not.toBeInTheDocument();
  });

  it('sends a suspended student to sign in with the reason the server gave', async () => {
    const reason = 'Your account has been suspended. Please contact support.';
    stubApi({ 'GET /user/profile': fail(403, reason, 'Blacklisted') });
    signInAs('user');
    const { router } = renderRoute('/user/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('does not let a student token alone open the student area without the account type', async () => {
    window.localStorage.setItem('token', 'student-jwt');
    const { router } = renderRoute('/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refuses a student on an admin page: toast, /login, then on to their own home', async () => {
    signInAs('user');
    const { router, visited } = renderRoute('/admin/dashboard/users');

    expect(await screen.findByText(MESSAGES.notAuthorized)).toBeInTheDocument();
    // /login is a sign-in page, which sends a signed-in student on to /user.
    expect(
      await screen.findByRole('heading', { level: 1, name: /welcome back/i }),
    ).toBeInTheDocument();
    expect(visited).toEqual(['/admin/dashboard/users', '/login', '/user']);
    expect(router.state.location.pathname).toBe('/user');
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('refuses an admin account type without an admin token', async () => {
    window.localStorage.setItem('accountType', 'admin');
    window.localStorage.setItem('token', 'student-jwt');
    const { router } = renderRoute('/admin/dashboard');
    expect(await screen.findByText(MESSAGES.notAuthorized)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an admin into the admin pages; /admin leads to /admin/dashboard', async () => {
    signInAs('admin');
    const { router } = renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends a signed-in student from /signin to /user', async () => {
    signInAs('user');
    const { router } = renderRoute('/signin');

    expect(
      await screen.findByRole('heading', { level: 1, name: /welcome back/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('sends a signed-in admin from /signin/admin to /admin/dashboard', async () => {
    signInAs('admin');
    const { router } = renderRoute('/signin/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the sign-in pages to a visitor', async () => {
    const { router } = renderRoute('/signin/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin/admin');
  });

  it('sends a student whose session expires mid-visit to sign in', async () => {
    signInAs('user');
    const { router } = renderRoute('/user/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();

    const { expireSession } = await import('../lib/session');
    expireSession('user');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  // Logout clears the session and then navigates; anything that renders the guard in between
  // (here the other-tab event) must not send the person to /login with the toast instead.
  it("sends a guard that sees a Logout first to that area's sign-in page, without the toast", async () => {
    for (const [type, path, signInPath] of [
      ['user', '/user/my-exams', '/signin'],
      ['admin', '/admin/dashboard', '/signin/admin'],
    ] as const) {
      signInAs(type);
      const { router, unmount } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));

      const { signOut } = await import('../lib/storage');
      act(() => {
        signOut(type);
        window.dispatchEvent(new StorageEvent('storage'));
      });

      await waitFor(() => expect(router.state.location.pathname).toBe(signInPath));
      expect(screen.queryByText(MESSAGES.notAuthorized)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('after a Logout and a new sign-in, a session ended elsewhere is refused as before, with the toast', async () => {
    const { clearSession, saveSession, signOut } = await import('../lib/storage');
    signInAs('user');
    signOut('user');
    saveSession('user', 'user-token');
    const { router } = renderRoute('/user/my-exams');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-exams'));

    // Signed out in another tab: not this page's Logout.
    act(() => {
      clearSession('user');
      window.dispatchEvent(new StorageEvent('storage'));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(MESSAGES.notAuthorized)).toBeInTheDocument();
  });
});

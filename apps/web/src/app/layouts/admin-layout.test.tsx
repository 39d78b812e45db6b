import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../test/api-stub';
import { ADMIN } from '../../test/fixtures';
import { renderRoute, signInAs } from '../../test/render-route';

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPasswords(user: UserEvent, dialog: HTMLElement, oldPassword: string) {
  await type(user, within(dialog).getByLabelText('Old password'), oldPassword);
  await type(user, within(dialog).getByLabelText('New password'), 'NewAdmin2024');
  await type(user, within(dialog).getByLabelText('Confirm new password'), 'NewAdmin2024');
}

async function renderAdminArea(
  path: string,
  roles: string[] = ['admin'],
  handlers: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    ...handlers,
  });
  signInAs('admin');
  const result = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...result, api, nav: screen.getByRole('navigation', { name: 'Admin navigation' }) };
}

describe('admin layout', { timeout: 15_000 }, () => {
  const navLinks = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it("groups the navigation under 'dashboard' and 'others'", async () => {
    const { nav } = await renderAdminArea('/admin/dashboard/exams');
    // The sections appear once the administrator's roles are known, which the page's heading
    // does not wait for.
    await within(nav).findByRole('link', { name: 'Audit log' });
    expect(within(nav).getByText('dashboard')).toBeInTheDocument();
    expect(within(nav).getByText('others')).toBeInTheDocument();
    expect(navLinks(nav)).toEqual([
      ['Overview', '/admin/dashboard/overview'],
      ['Sales', '/admin/dashboard/home'],
      ['Exams', '/admin/dashboard/exams'],
      ['Questions', '/admin/dashboard/questions'],
      ['Review', '/admin/dashboard/review'],
      ['Lab values', '/admin/dashboard/lab-values'],
      ['Users', '/admin/dashboard/users'],
      ['Reports', '/admin/dashboard/reports'],
      ['Support', '/admin/dashboard/support'],
      ['Administrators', '/admin/dashboard/administrators'],
      ['Audit log', '/admin/dashboard/audit'],
      ['Outgoing mail', '/admin/dashboard/mail'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Exams' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['examiner', ['Overview', 'Exams', 'Questions', 'Review', 'Lab values', 'Reports']],
    ['hr', ['Overview', 'Users', 'Support', 'Administrators']],
    ['sales', ['Overview', 'Sales', 'Users', 'Support']],
    [
      'viewer',
      [
        'Overview',
        'Sales',
        'Exams',
        'Questions',
        'Lab values',
        'Users',
        'Reports',
        'Support',
        'Administrators',
      ],
    ],
  ])('shows a %s only what the role may read', async (role, expected) => {
    const { nav } = await renderAdminArea('/admin/dashboard/users', [role]);
    await within(nav).findByRole('link', { name: 'Overview' });
    expect(navLinks(nav).map(([label]) => label)).toEqual(expected);
    // A section with nothing left in it disappears.
    expect(within(nav).queryByText('others') !== null).toBe(expected.includes('Administrators'));
  });

  it('marks Overview as current on the admin home', async () => {
    const { nav } = await renderAdminArea('/admin/dashboard');
    expect(await within(nav).findByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('navigates from the sidebar', async () => {
    const { nav, user, router } = await renderAdminArea('/admin/dashboard');
    await user.click(await within(nav).findByRole('link', { name: 'Administrators' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard/administrators');
  });

  it('logs out: forgets the admin and goes to /signin/admin', async () => {
    const { nav, user, router } = await renderAdminArea('/admin/dashboard/users');
    window.localStorage.setItem('token', 'student-jwt');

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin/admin');
    // Signing out is not being turned away.
    expect(screen.queryByText(MESSAGES.notAuthorized)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('accountType')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('student-jwt');
  });

  describe('Password settings', () => {
    it('sits above Logout and opens a modal that can be cancelled', async () => {
      const { nav, user } = await renderAdminArea('/admin/dashboard');
      const buttons = within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons.slice(-2)).toEqual(['Password settings', 'Logout']);

      await user.click(within(nav).getByRole('button', { name: 'Password settings' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password settings' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('changes the password, stores the new admin token and closes', async () => {
      const { nav, user, api } = await renderAdminArea('/admin/dashboard', ['admin'], {
        'PATCH /admin/onboarding/password': ok({
          message: MESSAGES.passwordUpdated,
          jwt: 'new-admin-jwt',
          admin: ADMIN,
        }),
      });
      await user.click(within(nav).getByRole('button', { name: 'Password settings' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password settings' });
      await fillPasswords(user, dialog, 'AdminPass123');
      await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

      expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(window.localStorage.getItem('adminToken')).toBe('new-admin-jwt');
      expect(window.localStorage.getItem('accountType')).toBe('admin');
      const [change] = api.calls('PATCH /admin/onboarding/password');
      expect(change?.body).toEqual({ oldPassword: 'AdminPass123', newPassword: 'NewAdmin2024' });
      expect(change?.headers.get('Authorization')).toBe('Bearer admin-token');
    });

    it('keeps the modal open and shows the message when the old password is wrong', async () => {
      const wrong = 'Your current password is not correct';
      const { nav, user } = await renderAdminArea('/admin/dashboard', ['admin'], {
        'PATCH /admin/onboarding/password': fail(400, wrong, 'Bad Request'),
      });
      await user.click(within(nav).getByRole('button', { name: 'Password settings' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password settings' });
      await fillPasswords(user, dialog, 'WrongPass1');
      await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

      expect(await screen.findByText(wrong)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Password settings' })).toBeInTheDocument();
      expect(window.localStorage.getItem('adminToken')).toBe('admin-token');
    });
  });
});

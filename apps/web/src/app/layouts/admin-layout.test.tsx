import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '../../test/render-route';

async function renderAdminArea(path: string) {
  signInAs('admin');
  const result = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...result, nav: screen.getByRole('navigation', { name: 'Admin navigation' }) };
}

describe('admin layout', () => {
  it("groups the navigation under 'dashboard' and 'others'", async () => {
    const { nav } = await renderAdminArea('/admin/dashboard/exams');
    expect(within(nav).getByText('dashboard')).toBeInTheDocument();
    expect(within(nav).getByText('others')).toBeInTheDocument();
    const links = within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', '/admin/dashboard/overview'],
      ['Sales', '/admin/dashboard/home'],
      ['Exams', '/admin/dashboard/exams'],
      ['Questions', '/admin/dashboard/questions'],
      ['Users', '/admin/dashboard/users'],
      ['Administrators', '/admin/dashboard/administrators'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Exams' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks Overview as current on the admin home', async () => {
    const { nav } = await renderAdminArea('/admin/dashboard');
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('navigates from the sidebar', async () => {
    const { nav, user, router } = await renderAdminArea('/admin/dashboard');
    await user.click(within(nav).getByRole('link', { name: 'Administrators' }));
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
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('accountType')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('student-jwt');
  });
});

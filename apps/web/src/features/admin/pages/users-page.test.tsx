import { PROFESSIONS } from '@prepward/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-stub';
import { pagination, renderAdminPage, userRow } from '../testing';

const NURSE = userRow();
const BANNED = userRow({
  id: '6a0c8d1e-2b9a-4a57-9a77-6d3a1f3c2b12',
  firstName: 'Bo',
  lastName: 'Banned',
  email: 'bo@example.com',
  profession: 'Doctor',
  blacklisted: true,
  blacklistReason: 'Chargeback fraud',
  blacklistedAt: '2026-02-01T00:00:00.000Z',
});

const usersHandler = () =>
  vi.fn(({ query }: { query: URLSearchParams }) =>
    ok({
      users: query.get('tab') === 'banned' ? [BANNED] : [NURSE, BANNED],
      pagination: pagination(query.get('tab') === 'banned' ? 1 : 25, Number(query.get('perPage'))),
    }),
  );

describe('users page', { timeout: 20_000 }, () => {
  it('lists users with the product columns and tabs, server-paginated', async () => {
    const { api } = await renderAdminPage('/admin/dashboard/users', {
      'GET /admin/users': usersHandler(),
    });
    const table = await screen.findByRole('table', { name: 'users' });
    expect(await within(table).findByText('amara@example.com')).toBeInTheDocument();
    for (const header of ['Customer name', 'Profession', 'Email', 'Date joined']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    expect(within(table).getByText('Amara Nwosu')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Users', selected: true })).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Total users with active subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 10 of 25 entries')).toBeInTheDocument();
    const [request] = api.calls('GET /admin/users');
    expect(Object.fromEntries(request!.query)).toEqual({ tab: 'all', page: '1', perPage: '10' });
  });

  it('the Banned tab shows the reason and keeps the tab in the URL', async () => {
    const { user, router, api } = await renderAdminPage('/admin/dashboard/users?page=2', {
      'GET /admin/users': usersHandler(),
    });
    await user.click(await screen.findByRole('tab', { name: 'Banned Users' }));
    const table = screen.getByRole('table', { name: 'users' });
    expect(await within(table).findByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(await within(table).findByText('Chargeback fraud')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=banned');
    expect(api.calls('GET /admin/users').at(-1)?.query.get('tab')).toBe('banned');
  });

  it('searches by email on Enter and filters by profession and date joined', async () => {
    const { user, router, api } = await renderAdminPage('/admin/dashboard/users', {
      'GET /admin/users': usersHandler(),
    });
    const search = await screen.findByPlaceholderText('Search email');
    await user.type(search, 'amara{Enter}');
    await waitFor(() =>
      expect(api.calls('GET /admin/users').at(-1)?.query.get('search')).toBe('amara'),
    );

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByText('Date joined from')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Profession' }));
    // The professions students pick from at sign-up, every one of them.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      ...PROFESSIONS,
    ]);
    await user.click(await screen.findByRole('option', { name: 'Doctor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.calls('GET /admin/users').at(-1)?.query.get('profession')).toBe('Doctor'),
    );
    expect(router.state.location.search).toBe('?search=amara&profession=Doctor');
    expect(screen.getByLabelText('1 filters on')).toBeInTheDocument();
  });

  it('opens the user on row click', async () => {
    const { user, router } = await renderAdminPage('/admin/dashboard/users', {
      'GET /admin/users': usersHandler(),
      [`GET /admin/users/${NURSE.id}`]: {
        status: 404,
        body: { message: 'User not found', error: 'Not Found' },
      },
    });
    await user.click(await screen.findByText('amara@example.com'));
    expect(router.state.location.pathname).toBe(`/admin/dashboard/users/${NURSE.id}`);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('downloads the filtered list as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = await renderAdminPage(
      '/admin/dashboard/users?tab=banned&profession=Doctor',
      {
        'GET /admin/users': usersHandler(),
        'GET /admin/users/export': { status: 200, body: 'id,email' },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Your download has started')).toBeInTheDocument();
    const [download] = api.calls('GET /admin/users/export');
    expect(Object.fromEntries(download!.query)).toEqual({ tab: 'banned', profession: 'Doctor' });
    expect(download!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the list cannot load', async () => {
    await renderAdminPage('/admin/dashboard/users', {
      'GET /admin/users': {
        status: 403,
        body: { message: 'You do not have permission to do this', error: 'Forbidden' },
      },
    });
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

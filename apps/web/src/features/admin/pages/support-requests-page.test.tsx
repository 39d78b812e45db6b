import type { TStaffSupportTicket } from '@prepward/shared/schemas/support';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type StubbedRequest } from '../../../test/api-stub';
import { pagination, renderAdminPage } from '../testing';

const REQUEST: TStaffSupportTicket = {
  id: '8a0c8d1e-2b9a-4a57-9a77-6d3a1f3c2b41',
  subject: 'Cannot resume my test',
  message: 'The Resume button spins forever.',
  status: 'open',
  createdAt: '2026-02-01T10:00:00.000Z',
  handledAt: null,
  student: { id: 's1', name: 'Yaw Boateng', email: 'yaw@example.com' },
  emailed: true,
  handledBy: null,
};

describe('staff support page', { timeout: 20_000 }, () => {
  it('lists requests, searches by email and marks one handled', async () => {
    let current = REQUEST;
    const { user, api } = await renderAdminPage('/admin/dashboard/support', {
      'GET /admin/support': ({ query }: StubbedRequest) => {
        const rows = (query.get('status') ?? 'open') === current.status ? [current] : [];
        return ok({ requests: rows, pagination: pagination(rows.length) });
      },
      [`PATCH /admin/support/${REQUEST.id}`]: ({ body }: StubbedRequest) => {
        current = {
          ...current,
          status: (body as { status: 'open' | 'closed' }).status,
          handledBy: 'Ada Admin',
        };
        return ok({ message: 'Support request marked as handled', request: current });
      },
    });
    const table = await screen.findByRole('table', { name: 'support requests' });
    expect(await within(table).findByText('Cannot resume my test')).toBeInTheDocument();
    expect(within(table).getByText('Emailed to support')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:yaw@example.com?subject=Re%3A%20Cannot%20resume%20my%20test',
    );
    await user.type(screen.getByPlaceholderText('Search email'), 'yaw{Enter}');
    await waitFor(() =>
      expect(api.calls('GET /admin/support').at(-1)?.query.get('search')).toBe('yaw'),
    );

    await user.click(screen.getByRole('button', { name: 'Mark handled: Cannot resume my test' }));
    expect(await screen.findByText('Support request marked as handled')).toBeInTheDocument();
    expect(api.calls(`PATCH /admin/support/${REQUEST.id}`)[0]?.body).toEqual({ status: 'closed' });
    expect(await screen.findByText('No open support requests.')).toBeInTheDocument();
  });

  it('a viewer reads without actions', async () => {
    await renderAdminPage(
      '/admin/dashboard/support',
      { 'GET /admin/support': ok({ requests: [REQUEST], pagination: pagination(1) }) },
      ['viewer'],
    );
    await screen.findByText('Cannot resume my test');
    expect(screen.queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
    // The status badge keeps its whole word in a narrow column (not 'O…').
    const table = screen.getByRole('table', { name: 'support requests' });
    const badge = within(table).getByText('Open');
    expect(badge).toHaveStyle({ overflow: 'visible', textOverflow: 'clip' });
    expect(badge.parentElement).toHaveStyle({ overflow: 'visible' });
  });
});

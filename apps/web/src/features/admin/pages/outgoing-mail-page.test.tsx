import type { TOutgoingMail } from '@prepward/shared/schemas/mail';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-stub';
import { pagination, renderAdminPage } from '../testing';

const WAITING: TOutgoingMail = {
  id: 'm1',
  kind: 'verification-code',
  to: 'ada@example.com',
  status: 'waiting',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-02-01T10:00:00.000Z',
  nextAttemptAt: '2026-02-01T10:01:00.000Z',
  sentAt: null,
};

describe('outgoing mail page', { timeout: 20_000 }, () => {
  it('lists what waits with the server’s answer, sends one again, and switches to failed', async () => {
    const { user, api, router } = await renderAdminPage('/admin/dashboard/mail', {
      'GET /admin/mail': ok({
        mails: [WAITING],
        counts: { unsent: 1, failed: 0 },
        pagination: pagination(1),
      }),
      'POST /admin/mail/m1/retry': ok({ message: 'The mail will be sent again now' }),
    });
    const table = await screen.findByRole('table', { name: 'outgoing mail' });
    expect(await within(table).findByText('Verification code')).toBeInTheDocument();
    expect(within(table).getByText('to ada@example.com')).toBeInTheDocument();
    expect(within(table).getByText(/ECONNREFUSED/)).toBeInTheDocument();
    expect(within(table).getByText(/3 tries/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Send again: Verification code to ada@example.com' }),
    );
    expect(await screen.findByText('The mail will be sent again now')).toBeInTheDocument();
    expect(api.calls('POST /admin/mail/m1/retry')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: /Failed/ }));
    await waitFor(() =>
      expect(api.calls('GET /admin/mail').at(-1)?.query.get('status')).toBe('failed'),
    );
    expect(router.state.location.search).toBe('?status=failed');
  });
});

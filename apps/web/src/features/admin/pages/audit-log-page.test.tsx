import type { TAuditEntry } from '@prepward/shared/schemas/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { pagination, renderAdminPage } from '../testing';

const ENTRIES: TAuditEntry[] = [
  {
    id: 'a1',
    action: 'blacklisted',
    entity: 'user',
    entityId: 'u1',
    details: { email: 'bo@example.com', reason: 'Fraud' },
    createdAt: '2026-02-01T10:00:00.000Z',
    admin: { id: null, name: null, email: 'gone@prepward.test' },
  },
];

describe('audit log page', { timeout: 20_000 }, () => {
  it('lists who did what, keeps a removed administrator’s email, and filters through the URL', async () => {
    const { user, api, router } = await renderAdminPage('/admin/dashboard/audit', {
      'GET /admin/audit': ok({ entries: ENTRIES, pagination: pagination(1) }),
      'GET /admin/onboarding': ok({ admins: [ADMIN], pagination: pagination(1) }),
    });
    const table = await screen.findByRole('table', { name: 'audit entries' });
    expect(await within(table).findByText('gone@prepward.test')).toBeInTheDocument();
    expect(within(table).getByText('Since removed')).toBeInTheDocument();
    expect(within(table).getByText('blacklisted')).toBeInTheDocument();
    expect(within(table).getByText(/reason: Fraud/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'user' }));
    await waitFor(() =>
      expect(api.calls('GET /admin/audit').at(-1)?.query.get('entity')).toBe('user'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Administrator' }));
    await user.click(await screen.findByRole('option', { name: ADMIN.name }));
    await waitFor(() =>
      expect(api.calls('GET /admin/audit').at(-1)?.query.get('adminId')).toBe(ADMIN.id),
    );
    expect(router.state.location.search).toBe(`?entity=user&adminId=${ADMIN.id}`);
  });
});

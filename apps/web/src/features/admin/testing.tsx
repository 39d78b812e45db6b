// Test helpers for the administration pages: the real route table, a signed-in
// administrator with the given roles, and a stubbed API.
import type { TAdminUserRow } from '@prepward/shared/schemas/admin-users';
import { screen } from '@testing-library/react';
import { ok, stubApi } from '../../test/api-stub';
import { ADMIN } from '../../test/fixtures';
import { renderRoute, signInAs } from '../../test/render-route';

// jsdom has no element scrolling; mantine-datatable scrolls its viewport to the top when the
// records change.
if (!('scrollTo' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollTo', { value: () => {}, configurable: true });
}

export async function renderAdminPage(
  path: string,
  handlers: Parameters<typeof stubApi>[0] = {},
  roles: string[] = ['admin'],
) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    ...handlers,
  });
  signInAs('admin');
  const view = renderRoute(path);
  // The first render of a file also loads the lazy page chunks: allow for a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return { ...view, api };
}

export const pagination = (total: number, perPage = 10, currentPage = 1) => ({
  total,
  perPage,
  currentPage,
});

export function userRow(overrides: Partial<TAdminUserRow> = {}): TAdminUserRow {
  return {
    id: '6a0c8d1e-2b9a-4a57-9a77-6d3a1f3c2b11',
    firstName: 'Amara',
    lastName: 'Nwosu',
    email: 'amara@example.com',
    profession: 'Nurses',
    country: 'Kenya',
    verified: true,
    blacklisted: false,
    blacklistReason: null,
    blacklistedAt: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

import type { TOverview } from '@prepward/shared/schemas/overview';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type StubbedRequest } from '../../../test/api-stub';
import { renderAdminPage } from '../testing';

const FULL: TOverview = {
  range: {
    key: '30d',
    from: '2026-01-20T00:00:00.000Z',
    to: '2026-02-18T10:00:00.000Z',
    bucket: 'day',
  },
  sales: {
    revenue: 1234.5,
    salesCount: 42,
    series: [
      { start: '2026-02-17', revenue: 100, sales: 3 },
      { start: '2026-02-18', revenue: 0, sales: 0 },
    ],
    topExams: [{ examId: 'e1', name: 'Pharmacology', revenue: 900, sales: 30 }],
  },
  users: { newSignups: 17, activeSubscribers: 230 },
  tests: { taken: 512, topExams: [{ examId: 'e2', name: 'Nursing licensure', tests: 300 }] },
  reports: { open: 4 },
  support: { open: 6, newInRange: 2 },
};

const overviewApi = (overview: TOverview) => ({
  'GET /admin/overview': ({ query }: StubbedRequest) =>
    ok({
      overview: { ...overview, range: { ...overview.range, key: query.get('range') ?? '30d' } },
    }),
});

describe('overview page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom lays nothing out; the chart measures its box and needs one to draw in.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 800, height: 260 }),
    );
  });

  it('shows every figure with a link to the page behind it, the chart data and top exams', async () => {
    await renderAdminPage('/admin/dashboard', overviewApi(FULL));
    const link = async (name: RegExp) => screen.findByRole('link', { name });
    expect(await link(/Revenue \$1234\.5/)).toHaveAttribute('href', '/admin/dashboard/home');
    // Named for what it counts: successful payments, not every sale of the Sales page.
    const paid = await link(/^Paid sales 42/);
    expect(paid).toHaveAttribute('href', '/admin/dashboard/home');
    expect(paid).toHaveTextContent('Successful payments; manual allocations not counted');
    expect(await link(/Active subscriptions 230/)).toHaveAttribute(
      'href',
      '/admin/dashboard/users?tab=active',
    );
    expect(await link(/New sign-ups 17/)).toHaveAttribute(
      'href',
      '/admin/dashboard/users?from=2026-01-20',
    );
    expect(await link(/Tests taken 512/)).toHaveAttribute('href', '/admin/dashboard/exams');
    expect(await link(/Open question reports 4/)).toHaveAttribute(
      'href',
      '/admin/dashboard/reports',
    );
    expect(await link(/New support requests 2/)).toHaveAttribute(
      'href',
      '/admin/dashboard/support',
    );
    const chartTable = await screen.findByRole(
      'table',
      { name: 'Revenue and paid sales per day' },
      { timeout: 10_000 },
    );
    expect(within(chartTable).getByText('2026-02-17')).toBeInTheDocument();
    expect(within(chartTable).getByText('$100')).toBeInTheDocument();
    expect(screen.getByText('Pharmacology')).toBeInTheDocument();
    expect(screen.getByText('Nursing licensure')).toBeInTheDocument();
  });

  it('shows only the sections the server sent for the role', async () => {
    await renderAdminPage(
      '/admin/dashboard/overview',
      overviewApi({ ...FULL, sales: null, users: null, support: null }),
      ['examiner'],
    );
    expect(await screen.findByRole('link', { name: /Tests taken/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Revenue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top exams by revenue' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top exams by tests' })).toBeInTheDocument();
  });

  it('says so when the role may read no figure', async () => {
    await renderAdminPage(
      '/admin/dashboard',
      overviewApi({ ...FULL, sales: null, users: null, tests: null, reports: null, support: null }),
      [],
    );
    expect(await screen.findByText(/Your role has no figures to show here/)).toBeInTheDocument();
  });

  it('changes the period through the URL', async () => {
    const { user, router, api } = await renderAdminPage(
      '/admin/dashboard/overview',
      overviewApi(FULL),
    );
    await screen.findByRole('link', { name: /Revenue/ });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 12 months' }));
    await waitFor(() =>
      expect(api.calls('GET /admin/overview').at(-1)?.query.get('range')).toBe('12m'),
    );
    expect(router.state.location.search).toBe('?range=12m');
  });
});

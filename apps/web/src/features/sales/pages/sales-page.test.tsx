import type { TAdminSale } from '@prepward/shared/schemas/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/fixtures';
import { ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';

const sale = (
  fields: Partial<TAdminSale> & { id: string; status: TAdminSale['status'] },
): TAdminSale => ({
  reference: `PW-${fields.id.toUpperCase()}`,
  amount: 59.97,
  currency: 'USD',
  provider: 'sandbox',
  providerSessionId: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  paidAt: null,
  userId: 'user-1',
  firstName: 'Kwame',
  lastName: 'Boateng',
  email: 'kwame@example.com',
  profession: 'Doctor',
  createdByAdmin: null,
  saleItems: [
    {
      id: `${fields.id}-item`,
      months: 3,
      amount: 59.97,
      exam: { id: 'exam-0001', name: 'Nursing licensure' },
    },
  ],
  ...fields,
});

const SALES = [
  sale({ id: 'a1111111', status: 'success' }),
  sale({ id: 'b2222222', status: 'pending', email: 'amina@example.com', firstName: 'Amina' }),
  sale({ id: 'c3333333', status: 'failed' }),
];

function stubSales(roles: string[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, roles } }),
    'GET /admin/sales': ok({
      sales: SALES,
      pagination: { total: 3, perPage: 10, currentPage: 1 },
      totals: { count: 3, successCount: 1, revenue: 59.97 },
    }),
    ...extra,
  });
}

async function renderSales(path = '/admin/dashboard/home') {
  signInAs('admin');
  const view = renderRoute(path);
  await screen.findByText('a1111111');
  return view;
}

describe('admin Sales page', { timeout: 20_000 }, () => {
  it('lists sales with the product columns, status colours and totals', async () => {
    stubSales(['viewer']);
    await renderSales();
    const table = screen.getByRole('table', { name: 'sales' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Sales ID', 'Customer name', 'Amount', 'Email', 'Status', 'Date']);
    const row = within(table).getByText('a1111111').closest('tr')!;
    expect(row).toHaveTextContent('Kwame Boateng');
    expect(row).toHaveTextContent('$59.97');
    expect(row).toHaveTextContent('kwame@example.com');
    const badges = within(table).getAllByTestId('sale-status');
    expect(badges.map((badge) => [badge.textContent, badge.dataset.color])).toEqual([
      ['success', 'green'],
      ['pending', 'yellow'],
      ['failed', 'red'],
    ]);
    const totals = screen.getByTestId('sales-totals');
    // Each total named for what it counts (the overview's 'Paid sales' is another count).
    const labels = [...totals.querySelectorAll('p')].map((text) => text.textContent);
    expect(labels).toEqual([
      'Sales (any status)',
      '3',
      'Successful sales',
      '1',
      'Revenue',
      '$59.97',
    ]);
    // A viewer reads sales but may not allocate.
    expect(screen.queryByRole('button', { name: 'Manual allocation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('expands a row on click or Enter to show its items, and opens the details drawer', async () => {
    stubSales(['sales'], {
      'GET /admin/sales/a1111111': ok({ sale: SALES[0] }),
    });
    const { user } = await renderSales();
    const row = screen.getByText('a1111111').closest('tr')!;
    await user.click(row);
    const items = await screen.findByTestId('sale-items');
    expect(items).toHaveTextContent('Nursing licensure');
    expect(items).toHaveTextContent('exam-0001');
    expect(items).toHaveTextContent('3 months');
    await user.click(row);
    await waitFor(() => expect(screen.queryByTestId('sale-items')).not.toBeInTheDocument());
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('sale-items')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details of sale PW-A1111111' }));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction details' });
    for (const text of [
      'Transaction ID',
      'a1111111',
      'Payment reference',
      'PW-A1111111',
      'Amount',
      '$59.97 USD',
      'Customer name',
      'Kwame Boateng',
      'Date',
      'Email',
      'kwame@example.com',
      'Exam name',
      'Nursing licensure',
      'Exam ID',
      'exam-0001',
    ]) {
      expect(drawer).toHaveTextContent(text);
    }
    expect(within(drawer).getByTestId('sale-status')).toHaveTextContent('success');
  });

  it('searches by email on Enter and filters by status, keeping both in the address', async () => {
    const api = stubSales(['admin']);
    const { user, router } = await renderSales();
    const search = screen.getByPlaceholderText('Search email');
    await user.type(search, 'amina{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=amina'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=amina&status=pending'));
    const last = api.calls('GET /admin/sales').at(-1)!;
    expect(last.query.get('search')).toBe('amina');
    expect(last.query.get('status')).toBe('pending');
  });

  it('allocates an exam to a student found by email', async () => {
    const api = stubSales(['sales'], {
      'GET /admin/sales/students': (request: StubbedRequest) =>
        ok({
          students:
            request.query.get('search') === 'lucky'
              ? [
                  {
                    id: 'student-7',
                    firstName: 'Lucky',
                    lastName: 'Obi',
                    email: 'lucky@example.com',
                  },
                ]
              : [],
        }),
      'GET /admin/sales/exams': ok({
        exams: [{ id: 'exam-0001', name: 'Nursing licensure', subscriptionAmount: 19.99 }],
      }),
      'POST /admin/sales/add/': ok({ message: 'Exam allocated successfully', sale: SALES[0] }),
    });
    const { user } = await renderSales();
    await user.click(await screen.findByRole('button', { name: 'Manual allocation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual allocation' });

    // Both pickers are required.
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByText('Student is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Exam is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Student' }), 'lucky');
    await user.click(await screen.findByRole('option', { name: 'Lucky Obi (lucky@example.com)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam' }));
    await user.click(await screen.findByRole('option', { name: 'Nursing licensure' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Months' }));
    await user.click(await screen.findByRole('option', { name: '2 months' }));
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));

    expect(await screen.findByText('Exam allocated successfully')).toBeInTheDocument();
    expect(api.calls('POST /admin/sales/add/')[0]!.body).toEqual({
      userID: 'student-7',
      examID: 'exam-0001',
      months: 2,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Manual allocation' })).not.toBeInTheDocument(),
    );
  });

  it("opens the allocation with the student chosen when a student's page links here", async () => {
    const api = stubSales(['admin'], {
      'GET /admin/sales/students': (request: StubbedRequest) =>
        ok({
          students:
            request.query.get('search') === 'Lucky@example.com'
              ? [
                  {
                    id: 'student-8',
                    firstName: 'Lucky',
                    lastName: 'Ade',
                    email: 'lucky@example.com.gh',
                  },
                  {
                    id: 'student-7',
                    firstName: 'Lucky',
                    lastName: 'Obi',
                    email: 'lucky@example.com',
                  },
                ]
              : [],
        }),
      'GET /admin/sales/exams': ok({
        exams: [{ id: 'exam-0001', name: 'Nursing licensure', subscriptionAmount: 19.99 }],
      }),
      'POST /admin/sales/add/': ok({ message: 'Exam allocated successfully', sale: SALES[0] }),
    });
    const { user, router } = await renderSales(
      '/admin/dashboard/home?allocate=Lucky%40example.com',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Manual allocation' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Student' })).toHaveValue(
        'Lucky Obi (lucky@example.com)',
      ),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam' }));
    await user.click(await screen.findByRole('option', { name: 'Nursing licensure' }));
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));

    expect(await screen.findByText('Exam allocated successfully')).toBeInTheDocument();
    expect(api.calls('POST /admin/sales/add/')[0]!.body).toEqual({
      userID: 'student-7',
      examID: 'exam-0001',
      months: 1,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme';
import { useListParams } from '../../hooks/use-list-params';
import { AdminDataTable } from './admin-data-table';
import { AdminSearchBar } from './admin-search-bar';

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: 'a', name: 'Nursing licensure' },
  { id: 'b', name: 'Pharmacy board' },
];

function ListPage({ onOpen }: { onOpen: (row: Row) => void }) {
  const [params, setParams] = useListParams();
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <AdminSearchBar
        basis="exam name"
        value={params.search}
        onSearch={(search) => setParams({ search })}
      />
      <AdminDataTable<Row>
        label="exams"
        records={rows}
        pagination={{ total: 45, perPage: params.perPage, currentPage: params.page }}
        params={params}
        setParams={setParams}
        isFetching={false}
        error={null}
        onRetry={() => {}}
        columns={[{ accessor: 'name', title: 'Name' }]}
        onRowClick={onOpen}
      />
    </>
  );
}

function renderList(path = '/exams', onOpen = vi.fn()) {
  const router = createMemoryRouter([{ path: '/exams', element: <ListPage onOpen={onOpen} /> }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onOpen };
}

describe('admin list pieces', () => {
  it('shows the range, pages with Prev/Next and keeps the page in the URL', async () => {
    const { user } = renderList();
    expect(screen.getByText('Showing 1 - 10 of 45 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page of exams' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page of exams' }));
    expect(screen.getByText('Showing 11 - 20 of 45 entries')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
  });

  it('goes back to page 1 when the rows per page change', async () => {
    const { user } = renderList('/exams?page=3');
    expect(screen.getByText('Showing 21 - 30 of 45 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page of exams' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    expect(screen.getByText('Showing 1 - 20 of 45 entries')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?perPage=20');
  });

  it('searches on Enter only, with the placeholder Search plus the basis', async () => {
    const { user } = renderList('/exams?page=2');
    const field = screen.getByPlaceholderText('Search exam name');
    await user.type(field, 'nursing');
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    await user.type(field, '{Enter}');
    expect(screen.getByTestId('search')).toHaveTextContent('?search=nursing');
  });

  it('opens a row by click and by Enter', async () => {
    const { user, onOpen } = renderList();
    await user.click(screen.getByText('Pharmacy board'));
    expect(onOpen).toHaveBeenLastCalledWith(rows[1]);
    screen.getByText('Nursing licensure').closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(rows[0]);
  });
});

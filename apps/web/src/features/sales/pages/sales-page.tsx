import { ActionIcon, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { SALE_STATUSES } from '@prepward/shared/constants';
import { formatPrice } from '@prepward/shared/format';
import type { TAdminSale } from '@prepward/shared/schemas/commerce';
import {
  IconAdjustmentsHorizontal,
  IconDownload,
  IconEye,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import {
  PeopleFilterDialog,
  type PeopleFilter,
} from '../../../components/admin-table/people-filter-dialog';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify';
import { MESSAGES } from '@prepward/shared/messages';
import { useExportSalesCsv } from '../api/export-sales-csv';
import { useStudentSearch } from '../api/find-students';
import { salesFiltersOf, useSales } from '../api/list-sales';
import { ManualAllocationDialog } from '../components/manual-allocation-dialog';
import { SaleDetailsDrawer } from '../components/sale-details-drawer';
import { SaleItems } from '../components/sale-items';
import { SaleStatusBadge } from '../../../components/sale-status-badge';
import { SalesTotals } from '../components/sales-totals';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...SALE_STATUSES.map((status) => ({ value: status, label: status })),
];

/** /admin/dashboard/home: sales and transactions, with totals, export and manual allocation. */
export function AdminSalesPage() {
  usePageTitle('Sales');
  const { can } = useAdminPermissions();
  const [params, setParams] = useListParams();
  const filters = salesFiltersOf(params);
  const sales = useSales({ ...filters, page: params.page, perPage: params.perPage });
  const exportCsv = useExportSalesCsv();
  const [filterOpened, setFilterOpened] = useState(false);
  const [allocationOpened, setAllocationOpened] = useState(false);
  // A student's page links here with ?allocate=<email>: open the dialog with them chosen.
  const allocateFor = can('sales:allocate') ? params.get('allocate').trim() : '';
  const allocateLookup = useStudentSearch(allocateFor, { enabled: Boolean(allocateFor) });
  const allocateStudent = allocateLookup.data?.find(
    (student) => student.email.toLowerCase() === allocateFor.toLowerCase(),
  );
  // Opened once the lookup has answered, so the dialog mounts once, with the student chosen.
  const allocateReady = Boolean(allocateFor) && !allocateLookup.isPending;
  const [expanded, setExpanded] = useState<string[]>([]);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const activeFilters = [filters.profession, filters.from, filters.to].filter(Boolean).length;

  const toggle = (sale: TAdminSale) =>
    setExpanded((ids) => (ids.includes(sale.id) ? [] : [sale.id]));

  return (
    <>
      <PageHeading title="Sales" description="Every sale and transaction, newest first." />
      <Stack gap="md">
        <SalesTotals totals={sales.data?.totals} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <AdminSearchBar
              basis="email"
              value={params.search}
              onSearch={(search) => setParams({ search })}
            />
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
              rightSection={
                activeFilters > 0 ? (
                  <Badge size="sm" circle>
                    {activeFilters}
                  </Badge>
                ) : null
              }
              onClick={() => setFilterOpened(true)}
            >
              Filter
            </Button>
            <Select
              aria-label="Status"
              w={150}
              data={STATUS_OPTIONS}
              value={filters.status}
              allowDeselect={false}
              onChange={(status) => setParams({ status: status ?? '' })}
            />
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(filters, {
                  onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
                })
              }
            >
              Export CSV
            </Button>
            {can('sales:allocate') ? (
              <Button
                leftSection={<IconUserPlus size={16} aria-hidden="true" />}
                onClick={() => setAllocationOpened(true)}
              >
                Manual allocation
              </Button>
            ) : null}
          </Group>
        </Group>

        <AdminDataTable<TAdminSale>
          label="sales"
          records={sales.data?.sales}
          pagination={sales.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={sales.isFetching}
          error={sales.error}
          onRetry={() => void sales.refetch()}
          emptyText={
            params.search || activeFilters || filters.status
              ? 'No sales match these filters.'
              : 'No sales yet.'
          }
          onRowClick={toggle}
          rowExpansion={{
            trigger: 'never',
            expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
            content: ({ record }) => <SaleItems sale={record} />,
          }}
          columns={[
            {
              accessor: 'id',
              title: 'Sales ID',
              render: (sale) => (
                <Text ff="monospace" size="xs" title={sale.id}>
                  {sale.id.slice(0, 8)}
                </Text>
              ),
            },
            {
              accessor: 'customer',
              title: 'Customer name',
              noWrap: true,
              render: (sale) => `${sale.firstName} ${sale.lastName}`,
            },
            { accessor: 'amount', title: 'Amount', render: (sale) => formatPrice(sale.amount) },
            { accessor: 'email', title: 'Email', noWrap: true },
            {
              accessor: 'status',
              title: 'Status',
              render: (sale) => <SaleStatusBadge status={sale.status} />,
            },
            {
              accessor: 'createdAt',
              title: 'Date',
              noWrap: true,
              render: (sale) => formatDateTime(sale.createdAt),
            },
            {
              accessor: 'details',
              title: '',
              textAlign: 'right',
              render: (sale) => (
                <ActionIcon
                  variant="subtle"
                  aria-label={`Details of sale ${sale.reference}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    setDetailsId(sale.id);
                  }}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  <IconEye size={18} aria-hidden="true" />
                </ActionIcon>
              ),
            },
          ]}
        />
      </Stack>

      <PeopleFilterDialog
        opened={filterOpened}
        onClose={() => setFilterOpened(false)}
        value={{ profession: filters.profession, from: filters.from, to: filters.to }}
        onApply={(filter: PeopleFilter) => setParams({ ...filter })}
      />
      <SaleDetailsDrawer
        saleId={detailsId}
        listed={sales.data?.sales.find((sale) => sale.id === detailsId)}
        onClose={() => setDetailsId(null)}
      />
      {can('sales:allocate') ? (
        <ManualAllocationDialog
          key={allocateStudent?.id ?? 'any student'}
          opened={allocationOpened || allocateReady}
          onClose={() => {
            setAllocationOpened(false);
            if (allocateFor) setParams({ allocate: null, page: params.page });
          }}
          student={
            allocateStudent
              ? {
                  id: allocateStudent.id,
                  label: `${allocateStudent.firstName} ${allocateStudent.lastName} (${allocateStudent.email})`,
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}

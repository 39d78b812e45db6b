import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  PROFESSION_FILTERS,
  USER_TABS,
  type ProfessionFilter,
  type UserTab,
} from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminUserRow } from '@prepward/shared/schemas/admin-users';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { PeopleFilterDialog } from '../../../components/admin-table/people-filter-dialog';
import { PageHeading } from '../../../components/page-heading';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExportUsers } from '../api/export-users';
import { useUsers, type UserListFilter } from '../api/list-users';
import { formatDate } from '../../../lib/format-date';
import { USER_TAB_LABELS } from '../lib/labels';

const isTab = (value: string): value is UserTab => (USER_TABS as readonly string[]).includes(value);
const isProfession = (value: string): value is ProfessionFilter =>
  (PROFESSION_FILTERS as readonly string[]).includes(value);

const BASE_COLUMNS: DataTableColumn<TAdminUserRow>[] = [
  {
    accessor: 'name',
    title: 'Customer name',
    render: (user) => (
      <Group gap={6} wrap="nowrap">
        <span>{`${user.firstName} ${user.lastName}`.trim()}</span>
        {user.blacklisted ? (
          <Badge size="xs" color="red" variant="light">
            Banned
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { accessor: 'profession', title: 'Profession', render: (user) => user.profession || '—' },
  { accessor: 'email', title: 'Email' },
  { accessor: 'createdAt', title: 'Date joined', render: (user) => formatDate(user.createdAt) },
];

const REASON_COLUMN: DataTableColumn<TAdminUserRow> = {
  accessor: 'blacklistReason',
  title: 'Reason',
  render: (user) => (
    <Text size="sm" lineClamp={2} maw={320}>
      {user.blacklistReason ?? '—'}
    </Text>
  ),
};

/** /admin/dashboard/users: students by tab, with search, filters and a CSV export. */
export function AdminUsersPage() {
  usePageTitle('Users');
  const navigate = useNavigate();
  const [params, setParams] = useListParams();
  const [filterOpened, filterDialog] = useDisclosure(false);
  const tabParam = params.get('tab');
  const tab: UserTab = isTab(tabParam) ? tabParam : 'all';
  const professionParam = params.get('profession');
  const filter: UserListFilter = {
    tab,
    search: params.search,
    profession: isProfession(professionParam) ? professionParam : '',
    from: params.get('from'),
    to: params.get('to'),
  };
  const users = useUsers({ ...filter, page: params.page, perPage: params.perPage });
  const exportUsers = useExportUsers();
  const activeFilters = [filter.profession, filter.from, filter.to].filter(Boolean).length;

  return (
    <>
      <PageHeading title="Users" description="Students, their subscriptions and their standing." />
      <Stack gap="md">
        <Tabs
          value={tab}
          onChange={(value) => setParams({ tab: value === 'all' ? null : value })}
          keepMounted={false}
        >
          <Tabs.List>
            {USER_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {USER_TAB_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <AdminSearchBar value={params.search} onSearch={(search) => setParams({ search })} />
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden="true" />}
              rightSection={
                activeFilters > 0 ? (
                  <Badge size="sm" circle aria-label={`${activeFilters} filters on`}>
                    {activeFilters}
                  </Badge>
                ) : null
              }
              onClick={filterDialog.open}
            >
              Filter
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={exportUsers.isPending}
              onClick={() =>
                exportUsers.mutate(filter, {
                  onSuccess: () => notifySuccess(ADMINISTRATION_MESSAGES.exportStarted),
                  onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
                })
              }
            >
              Export CSV
            </Button>
          </Group>
        </Group>
        <AdminDataTable<TAdminUserRow>
          label="users"
          records={users.data?.users}
          pagination={users.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={users.isFetching}
          error={users.error}
          onRetry={() => void users.refetch()}
          columns={tab === 'banned' ? [...BASE_COLUMNS, REASON_COLUMN] : BASE_COLUMNS}
          onRowClick={(user) => void navigate(`/admin/dashboard/users/${user.id}`)}
          emptyText={
            filter.search || activeFilters > 0 ? 'No users match this search.' : 'No users yet.'
          }
        />
      </Stack>
      <PeopleFilterDialog
        opened={filterOpened}
        onClose={filterDialog.close}
        dateLabel="Date joined"
        value={{ profession: filter.profession, from: filter.from, to: filter.to }}
        onApply={(next) => setParams({ profession: next.profession, from: next.from, to: next.to })}
      />
    </>
  );
}

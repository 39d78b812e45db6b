import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdmin } from '@prepward/shared/schemas/auth';
import { IconUserPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdmins } from '../api/list-admins';
import { useRemoveAdmin } from '../api/remove-admin';
import { AddAdminDialog } from '../components/add-admin-dialog';
import { formatDate } from '../../../lib/format-date';
import { permissionOf } from '../lib/labels';

/** /admin/dashboard/administrators: who can manage PrepWard. */
export function AdminAdministratorsPage() {
  usePageTitle('Administrators');
  const [params, setParams] = useListParams();
  const [addOpened, addDialog] = useDisclosure(false);
  const { admin: me, can } = useAdminPermissions();
  const admins = useAdmins({ page: params.page, perPage: params.perPage, search: params.search });
  const removeAdmin = useRemoveAdmin();
  const mayWrite = can('admins:write');

  const confirmRemove = (admin: TAdmin) =>
    modals.openConfirmModal({
      title: 'Remove administrator',
      centered: true,
      children: (
        <Text size="sm">
          Remove {admin.name} ({admin.email})? They are signed out at once and can no longer sign
          in.
        </Text>
      ),
      labels: { confirm: 'Remove Admin', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeAdmin.mutate(admin.id, {
          onSuccess: () => notifySuccess(MESSAGES.adminRemoved),
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        }),
    });

  const columns: DataTableColumn<TAdmin>[] = [
    { accessor: 'name', title: 'Name' },
    { accessor: 'email', title: 'Email' },
    { accessor: 'createdAt', title: 'Added', render: (admin) => formatDate(admin.createdAt) },
    {
      accessor: 'roles',
      title: 'Permission',
      render: (admin) => (
        <Text size="sm" tt="capitalize">
          {permissionOf(admin)}
        </Text>
      ),
    },
  ];
  if (mayWrite) {
    columns.push({
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      render: (admin) =>
        admin.id === me?.id ? (
          <Text size="xs" c="dimmed">
            You
          </Text>
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={`Remove Admin ${admin.name}`}
            loading={removeAdmin.isPending && removeAdmin.variables === admin.id}
            onClick={() => confirmRemove(admin)}
          >
            Remove Admin
          </Button>
        ),
    });
  }

  return (
    <>
      <PageHeading
        title="Administrators"
        description="Who can manage PrepWard, and what they may do."
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <AdminSearchBar
            basis="name or email"
            value={params.search}
            onSearch={(search) => setParams({ search })}
          />
          {mayWrite ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={addDialog.open}
            >
              Add new Administrator
            </Button>
          ) : null}
        </Group>
        <AdminDataTable<TAdmin>
          label="administrators"
          records={admins.data?.admins}
          pagination={admins.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={admins.isFetching}
          error={admins.error}
          onRetry={() => void admins.refetch()}
          columns={columns}
          emptyText={
            params.search ? 'No administrators match this search.' : 'No administrators yet.'
          }
        />
      </Stack>
      {mayWrite ? <AddAdminDialog opened={addOpened} onClose={addDialog.close} /> : null}
    </>
  );
}

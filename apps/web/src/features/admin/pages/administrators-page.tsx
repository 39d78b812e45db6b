import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdministrator } from '@prepward/shared/schemas/admin';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
import { EditAdminDialog } from '../components/edit-admin-dialog';
import { formatDate } from '../../../lib/format-date';
import { examsLabel, rolesLabel } from '../lib/labels';

/** /admin/dashboard/administrators: who can manage PrepWard. */
export function AdminAdministratorsPage() {
  usePageTitle('Administrators');
  const [params, setParams] = useListParams();
  const [addOpened, addDialog] = useDisclosure(false);
  const { admin: me, can } = useAdminPermissions();
  const admins = useAdmins({ page: params.page, perPage: params.perPage, search: params.search });
  const removeAdmin = useRemoveAdmin();
  const mayWrite = can('admins:write');
  const [editing, setEditing] = useState<TAdministrator | null>(null);

  const confirmRemove = (admin: TAdministrator) =>
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

  const columns: DataTableColumn<TAdministrator>[] = [
    { accessor: 'name', title: 'Name' },
    { accessor: 'email', title: 'Email' },
    { accessor: 'createdAt', title: 'Added', render: (admin) => formatDate(admin.createdAt) },
    { accessor: 'roles', title: 'Roles', render: (admin) => rolesLabel(admin) },
    { accessor: 'exams', title: 'Exams', render: (admin) => examsLabel(admin) },
  ];
  if (mayWrite) {
    columns.push({
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      render: (admin) =>
        // Nobody changes or removes themselves: another administrator does.
        admin.id === me?.id ? (
          <Text size="xs" c="dimmed">
            You
          </Text>
        ) : (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              aria-label={`Edit ${admin.name}`}
              onClick={() => setEditing(admin)}
            >
              Edit
            </Button>
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
          </Group>
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
        <AdminDataTable<TAdministrator>
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
      {mayWrite && editing ? (
        <EditAdminDialog key={editing.id} admin={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

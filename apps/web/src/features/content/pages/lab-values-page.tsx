import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminLabValue } from '@prepward/shared/schemas/lab-values';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteLabValue } from '../api/delete-lab-value';
import { useAdminLabValues } from '../api/list-lab-values';
import { LabValueFormModal } from '../components/lab-value-form-modal';

const withUnit = (range: string, unit: string) => (unit ? `${range} ${unit}` : range);

/** /admin/dashboard/lab-values: the reference ranges of the exam page's Lab values panel. */
export function AdminLabValuesPage() {
  usePageTitle('Lab values');
  const [params, setParams] = useListParams();
  const { admin, can } = useAdminPermissions();
  const category = params.get('category');
  const labValues = useAdminLabValues({
    page: params.page,
    perPage: params.perPage,
    search: params.search,
    category,
  });
  const remove = useDeleteLabValue();
  // Every exam shows them: an administrator limited to some exams only reads them.
  const limited = (admin?.examAccess.length ?? 0) > 0;
  const mayWrite = can('content:write') && !limited;
  /** The dialog open: a lab value to edit, null to add one, undefined for none. */
  const [editing, setEditing] = useState<TAdminLabValue | null | undefined>(undefined);
  const categories = labValues.data?.categories ?? [];

  const confirmDelete = (labValue: TAdminLabValue) =>
    modals.openConfirmModal({
      title: 'Delete lab value',
      centered: true,
      children: (
        <Text size="sm">
          Delete <strong>{labValue.testName}</strong> ({labValue.category})? Students will no longer
          see it on the exam page.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(labValue.id, {
          onSuccess: (message) => notifySuccess(message),
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        }),
    });

  const columns: DataTableColumn<TAdminLabValue>[] = [
    { accessor: 'category', title: 'Category' },
    {
      accessor: 'testName',
      title: 'Test',
      render: (labValue) => (
        <>
          <Text size="sm" fw={500}>
            {labValue.testName}
          </Text>
          {labValue.note ? (
            <Text size="xs" c="dimmed">
              {labValue.note}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      accessor: 'conventionalRange',
      title: 'Conventional',
      render: (labValue) => withUnit(labValue.conventionalRange, labValue.conventionalUnit),
    },
    {
      accessor: 'siRange',
      title: 'SI',
      render: (labValue) => withUnit(labValue.siRange, labValue.siUnit),
    },
    { accessor: 'position', title: 'Position', textAlign: 'right' },
  ];
  if (mayWrite) {
    columns.push({
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (labValue) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Edit ${labValue.testName} (${labValue.category})`}
              onClick={() => setEditing(labValue)}
            >
              <IconEdit size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete ${labValue.testName} (${labValue.category})`}
              loading={remove.isPending && remove.variables === labValue.id}
              onClick={() => confirmDelete(labValue)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });
  }

  const filtered = Boolean(params.search || category);
  return (
    <>
      <PageHeading
        title="Lab values"
        description={
          limited && can('content:write')
            ? 'The reference ranges students open beside a question. Every exam shows them, so only administrators of every exam change them.'
            : 'The reference ranges students open beside a question on the exam page, in conventional and SI units.'
        }
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <AdminSearchBar
              basis="test name"
              value={params.search}
              onSearch={(search) => setParams({ search })}
            />
            <Select
              label="Category"
              placeholder="All categories"
              clearable
              searchable
              data={[...new Set([...categories, ...(category ? [category] : [])])]}
              value={category || null}
              onChange={(value) => setParams({ category: value })}
              nothingFoundMessage="No category by that name"
              w={{ base: '100%', sm: 240 }}
            />
          </Group>
          {mayWrite ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setEditing(null)}
            >
              Add lab value
            </Button>
          ) : null}
        </Group>
        <AdminDataTable<TAdminLabValue>
          label="lab values"
          records={labValues.data?.labValues}
          pagination={labValues.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={labValues.isFetching}
          error={labValues.error}
          onRetry={() => void labValues.refetch()}
          columns={columns}
          emptyText={filtered ? 'No lab values match these filters.' : 'No lab values yet.'}
        />
      </Stack>
      {editing !== undefined ? (
        <LabValueFormModal
          labValue={editing}
          categories={categories}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}

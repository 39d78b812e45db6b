import '@mantine/dates/styles.css';

import { Group, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { PAGINATION } from '@prepward/shared/constants';
import { AUDIT_ENTITIES, type TAuditEntry } from '@prepward/shared/schemas/audit';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { PageHeading } from '../../../components/page-heading';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAdmins } from '../api/list-admins';
import { useAuditLog } from '../api/list-audit-log';
import { formatDateTime } from '../../../lib/format-date';

const entityLabel = (entity: string) => entity.replaceAll('_', ' ');

/** The details of an entry as 'key: value' pairs. */
function detailsText(details: TAuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

const COLUMNS: DataTableColumn<TAuditEntry>[] = [
  { accessor: 'createdAt', title: 'When', render: (entry) => formatDateTime(entry.createdAt) },
  {
    accessor: 'admin',
    title: 'Administrator',
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.admin.name ?? entry.admin.email ?? 'Unknown'}</Text>
        <Text size="xs" c="dimmed">
          {entry.admin.id ? entry.admin.email : 'Since removed'}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'action',
    title: 'Action',
    render: (entry) => (
      <Text size="sm">
        <Text span fw={600} size="sm">
          {entry.action}
        </Text>{' '}
        {entityLabel(entry.entity)}
      </Text>
    ),
  },
  {
    accessor: 'details',
    title: 'Details',
    render: (entry) => (
      <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {detailsText(entry.details) || entry.entityId || '—'}
      </Text>
    ),
  },
];

/** /admin/dashboard/audit: who changed what and when (admin role only). */
export function AdminAuditLogPage() {
  usePageTitle('Audit log');
  const [params, setParams] = useListParams();
  const filter = {
    entity: params.get('entity'),
    adminId: params.get('adminId'),
    from: params.get('from'),
    to: params.get('to'),
  };
  const entries = useAuditLog({ page: params.page, perPage: params.perPage, ...filter });
  const admins = useAdmins({ page: 1, perPage: PAGINATION.maxPerPage, search: '' });

  return (
    <>
      <PageHeading
        title="Audit log"
        description="Every change an administrator made, newest first."
      />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label="What"
            placeholder="Everything"
            clearable
            data={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
            value={filter.entity || null}
            onChange={(entity) => setParams({ entity })}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label="Administrator"
            placeholder="Anyone"
            clearable
            searchable
            data={(admins.data?.admins ?? []).map((admin) => ({
              value: admin.id,
              label: admin.name,
            }))}
            value={filter.adminId || null}
            onChange={(adminId) => setParams({ adminId })}
            w={{ base: '100%', xs: 220 }}
          />
          <DatePickerInput
            label="From"
            clearable
            value={filter.from || null}
            maxDate={filter.to || undefined}
            onChange={(from) => setParams({ from })}
            w={{ base: '100%', xs: 160 }}
          />
          <DatePickerInput
            label="To"
            clearable
            value={filter.to || null}
            minDate={filter.from || undefined}
            onChange={(to) => setParams({ to })}
            w={{ base: '100%', xs: 160 }}
          />
        </Group>
        <AdminDataTable<TAuditEntry>
          label="audit entries"
          records={entries.data?.entries}
          pagination={entries.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={entries.isFetching}
          error={entries.error}
          onRetry={() => void entries.refetch()}
          columns={COLUMNS}
          emptyText="Nothing recorded for this filter."
        />
      </Stack>
    </>
  );
}

import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Button, Group, SegmentedControl, Spoiler, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import type { TStaffSupportTicket } from '@prepward/shared/schemas/support';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { AdminSearchBar } from '../../../components/admin-table/admin-search-bar';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSupportRequests, type SupportListRequest } from '../api/list-support-requests';
import { useUpdateSupportRequest } from '../api/update-support-request';
import { OpenBadge } from '../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';

const STATUS_OPTIONS: { value: NonNullable<SupportListRequest['status']>; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** /admin/dashboard/support: what students asked, to answer by email and mark handled. */
export function AdminSupportRequestsPage() {
  usePageTitle('Support requests');
  const [params, setParams] = useListParams();
  const requested = params.get('status');
  const status = STATUS_OPTIONS.find((option) => option.value === requested)?.value ?? 'open';
  const requests = useSupportRequests({
    page: params.page,
    perPage: params.perPage,
    status,
    search: params.search,
  });
  const update = useUpdateSupportRequest();
  const { can } = useAdminPermissions();

  const setStatus = (request: TStaffSupportTicket, next: 'open' | 'closed') =>
    update.mutate(
      { id: request.id, status: next },
      {
        onSuccess: () =>
          notifySuccess(
            next === 'closed'
              ? ADMINISTRATION_MESSAGES.supportHandled
              : ADMINISTRATION_MESSAGES.supportReopened,
          ),
        onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
      },
    );

  const columns: DataTableColumn<TStaffSupportTicket>[] = [
    {
      accessor: 'subject',
      title: 'Request',
      width: 380,
      render: (request) => (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {request.subject}
          </Text>
          <Spoiler maxHeight={44} showLabel="Show more" hideLabel="Show less">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Text>
          </Spoiler>
        </Stack>
      ),
    },
    {
      accessor: 'student',
      title: 'Student',
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm">{request.student.name}</Text>
          <Text size="xs" c="dimmed">
            {request.student.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'createdAt',
      title: 'Sent',
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(request.createdAt)}</Text>
          <Text size="xs" c="dimmed">
            {request.emailed ? 'Emailed to support' : 'Not emailed'}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (request) => (
        <Stack gap={2} align="flex-start">
          <OpenBadge open={request.status === 'open'} closedLabel="Handled" />
          {request.handledBy ? (
            <Text size="xs" c="dimmed">
              by {request.handledBy}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];
  if (can('support:write')) {
    columns.push({
      accessor: 'actions',
      title: 'Actions',
      render: (request) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            component="a"
            variant="default"
            href={`mailto:${request.student.email}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`}
          >
            Reply
          </Button>
          <Button
            size="xs"
            variant={request.status === 'open' ? 'filled' : 'default'}
            loading={update.isPending && update.variables?.id === request.id}
            onClick={() => setStatus(request, request.status === 'open' ? 'closed' : 'open')}
            aria-label={`${request.status === 'open' ? 'Mark handled' : 'Reopen'}: ${request.subject}`}
          >
            {request.status === 'open' ? 'Mark handled' : 'Reopen'}
          </Button>
        </Group>
      ),
    });
  }

  return (
    <>
      <PageHeading
        title="Support requests"
        description="Messages students sent from the Support page. Reply by email, then mark them handled."
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="Request status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => setParams({ status: value === 'open' ? null : value })}
          />
          <AdminSearchBar value={params.search} onSearch={(search) => setParams({ search })} />
        </Group>
        <AdminDataTable<TStaffSupportTicket>
          label="support requests"
          records={requests.data?.requests}
          pagination={requests.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={requests.isFetching}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          columns={columns}
          emptyText={status === 'open' ? 'No open support requests.' : 'No support requests here.'}
        />
      </Stack>
    </>
  );
}

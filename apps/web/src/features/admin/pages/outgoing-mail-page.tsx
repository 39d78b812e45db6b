import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { MAIL_KIND_LABELS, type TOutgoingMail } from '@prepward/shared/schemas/mail';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useOutgoingMail } from '../api/list-outgoing-mail';
import { useRetryMail } from '../api/retry-mail';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';

const STATUSES = ['unsent', 'failed', 'sent'] as const;

const kindLabel = (kind: string) => MAIL_KIND_LABELS[kind as keyof typeof MAIL_KIND_LABELS] ?? kind;

const STATUS_BADGES: Record<TOutgoingMail['status'], { color: string; label: string }> = {
  waiting: { color: 'yellow', label: 'Waiting' },
  sending: { color: 'blue', label: 'Sending' },
  failed: { color: 'red', label: 'Failed' },
  sent: { color: 'green', label: 'Sent' },
};

/** /admin/dashboard/mail: mail the server could not send yet, gave up on, or sent. */
export function AdminOutgoingMailPage() {
  usePageTitle('Outgoing mail');
  const [params, setParams] = useListParams();
  const requested = params.get('status');
  const status = STATUSES.find((value) => value === requested) ?? 'unsent';
  const mail = useOutgoingMail({ page: params.page, perPage: params.perPage, status });
  const retry = useRetryMail();
  const { can } = useAdminPermissions();
  const counts = mail.data?.counts;

  const columns: DataTableColumn<TOutgoingMail>[] = [
    {
      accessor: 'kind',
      title: 'Mail',
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {kindLabel(item.kind)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            to {item.to}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'createdAt',
      title: 'Queued',
      render: (item) => <Text size="sm">{formatDateTime(item.createdAt)}</Text>,
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (item) => {
        const badge = STATUS_BADGES[item.status];
        return (
          <Stack gap={2}>
            <StatusBadge color={badge.color}>{badge.label}</StatusBadge>
            <Text size="xs" c="dimmed">
              {item.attempts === 1 ? '1 try' : `${item.attempts} tries`}
              {item.nextAttemptAt ? `, next ${formatDateTime(item.nextAttemptAt)}` : ''}
              {item.sentAt ? `, sent ${formatDateTime(item.sentAt)}` : ''}
            </Text>
          </Stack>
        );
      },
    },
    {
      accessor: 'lastError',
      title: 'The mail server said',
      render: (item) => (
        <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {item.lastError ?? '—'}
        </Text>
      ),
    },
  ];
  if (can('mail:write') && status !== 'sent') {
    columns.push({
      accessor: 'actions',
      title: 'Actions',
      render: (item) => (
        <Button
          size="xs"
          variant="default"
          loading={retry.isPending && retry.variables === item.id}
          onClick={() =>
            retry.mutate(item.id, {
              onSuccess: (data) => notifySuccess(data.message),
              onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
            })
          }
          aria-label={`Send again: ${kindLabel(item.kind)} to ${item.to}`}
        >
          Send now
        </Button>
      ),
    });
  }

  return (
    <>
      <PageHeading
        title="Outgoing mail"
        description="Mail leaves through a queue: while the mail server is away it waits and is tried again by itself. Codes and receipts are never shown here."
      />
      <Stack gap="md">
        <SegmentedControl
          aria-label="Mail status"
          data={[
            { value: 'unsent', label: `Not sent yet${counts ? ` (${counts.unsent})` : ''}` },
            { value: 'failed', label: `Failed${counts ? ` (${counts.failed})` : ''}` },
            { value: 'sent', label: 'Sent' },
          ]}
          value={status}
          onChange={(value) => setParams({ status: value === 'unsent' ? null : value })}
          style={{ alignSelf: 'flex-start' }}
        />
        <AdminDataTable<TOutgoingMail>
          label="outgoing mail"
          records={mail.data?.mails}
          pagination={mail.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={mail.isFetching}
          error={mail.error}
          onRetry={() => void mail.refetch()}
          columns={columns}
          emptyText={
            status === 'unsent'
              ? 'Nothing is waiting: every mail has gone out.'
              : status === 'failed'
                ? 'No mail has failed.'
                : 'No mail sent recently.'
          }
        />
      </Stack>
    </>
  );
}

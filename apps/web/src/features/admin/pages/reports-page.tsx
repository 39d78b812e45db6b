import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import type { TQuestionReport } from '@prepward/shared/schemas/question-reports';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminDataTable } from '../../../components/admin-table/admin-data-table';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useQuestionReports, type ReportListRequest } from '../api/list-question-reports';
import { useUpdateQuestionReport } from '../api/update-question-report';
import { ExpandableText } from '../components/expandable-text';
import { ResolveReportDialog } from '../components/resolve-report-dialog';
import { OpenBadge } from '../components/status-badge';
import { formatDate } from '../../../lib/format-date';

const STATUS_OPTIONS: { value: ReportListRequest['status']; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** Where the question is edited: its subject's question page (the content area). */
const questionPath = (report: TQuestionReport) =>
  `/admin/dashboard/exams/${report.question.examId}/view/${report.question.subjectId}/questions?questionId=${report.question.id}`;

/** /admin/dashboard/reports: questions students reported, to resolve or reopen. */
export function AdminReportsPage() {
  usePageTitle('Question reports');
  const [params, setParams] = useListParams();
  const status =
    STATUS_OPTIONS.find((option) => option.value === params.get('status'))?.value ?? 'open';
  const reports = useQuestionReports({ page: params.page, perPage: params.perPage, status });
  const update = useUpdateQuestionReport();
  const { can } = useAdminPermissions();
  const [resolving, setResolving] = useState<TQuestionReport | null>(null);

  const reopen = (report: TQuestionReport) =>
    update.mutate(
      { reportId: report.id, change: { status: 'open' } },
      {
        onSuccess: () => notifySuccess(ADMINISTRATION_MESSAGES.reportReopened),
        onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
      },
    );

  const columns: DataTableColumn<TQuestionReport>[] = [
    {
      accessor: 'question',
      title: 'Question',
      width: 320,
      render: (report) => (
        <Stack gap={4}>
          <Text size="sm" lineClamp={3}>
            {report.question.preview || '(no text)'}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {report.question.examName}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              Tagged {report.question.tagCount}×
            </Badge>
            {report.question.openReportCount > 1 ? (
              <Badge size="xs" variant="light" color="orange">
                {report.question.openReportCount} open reports
              </Badge>
            ) : null}
            {report.question.retired ? (
              <Badge size="xs" variant="light" color="gray">
                Retired
              </Badge>
            ) : null}
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'reason',
      title: 'Reason',
      // Room to read: the reason is what the report is about.
      cellsStyle: () => ({ minWidth: 240 }),
      render: (report) => <ExpandableText label="the reason">{report.reason}</ExpandableText>,
    },
    {
      accessor: 'student',
      title: 'Student',
      render: (report) => (
        <Stack gap={0}>
          <Text size="sm">{report.student.name}</Text>
          <Text size="xs" c="dimmed">
            {report.student.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'createdAt', title: 'Date', render: (report) => formatDate(report.createdAt) },
    {
      accessor: 'status',
      title: 'Status',
      render: (report) => (
        <Stack gap={2} align="flex-start">
          <OpenBadge open={report.status === 'open'} closedLabel="Resolved" />
          {report.status === 'resolved' && report.resolvedBy ? (
            <Text size="xs" c="dimmed">
              by {report.resolvedBy}
            </Text>
          ) : null}
          {report.resolutionNote ? (
            <ExpandableText label="the note">{report.resolutionNote}</ExpandableText>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      render: (report) => (
        <Stack gap={6} align="flex-start">
          {can('content:write') ? (
            report.status === 'open' ? (
              <Button
                size="xs"
                onClick={() => setResolving(report)}
                aria-label={`Resolve report: ${report.reason}`}
              >
                Resolve
              </Button>
            ) : (
              <Button
                size="xs"
                variant="default"
                loading={update.isPending && update.variables?.reportId === report.id}
                onClick={() => reopen(report)}
                aria-label={`Reopen report: ${report.reason}`}
              >
                Reopen
              </Button>
            )
          ) : null}
          {report.question.retired ? null : (
            <Anchor component={Link} to={questionPath(report)} size="xs">
              {can('questions:write') ? 'Edit question' : 'View question'}
            </Anchor>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Question reports"
        description="Questions students reported as wrong or unclear, with how often each was tagged."
      />
      <Stack gap="md">
        <SegmentedControl
          aria-label="Report status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setParams({ status: value === 'open' ? null : value })}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <AdminDataTable<TQuestionReport>
          label="question reports"
          records={reports.data?.reports}
          pagination={reports.data?.pagination}
          params={params}
          setParams={setParams}
          isFetching={reports.isFetching}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          columns={columns}
          emptyText={status === 'open' ? 'No open reports. Well done.' : 'No reports here.'}
        />
      </Stack>
      <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />
    </>
  );
}

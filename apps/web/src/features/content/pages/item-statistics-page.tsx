import {
  ITEM_STATISTICS_MESSAGES as TEXT,
  ADMINISTRATION_MESSAGES,
} from '@prepward/shared/app-messages';
import { Alert, Anchor, Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import {
  ITEM_FLAG_FILTERS,
  ITEM_STATISTICS_SORTS,
  ITEM_STATISTICS_TEST_TYPES,
  type ItemStatisticsSort,
} from '@prepward/shared/schemas/item-statistics';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExportItemStatistics } from '../api/export-item-statistics';
import { useItemStatistics, type ItemStatisticsFilter } from '../api/get-item-statistics';
import { ItemStatisticsFilters } from '../components/item-statistics-filters';
import { ItemStatisticsSummary } from '../components/item-statistics-summary';
import { ItemStatisticsTable, type SortState } from '../components/item-statistics-table';
import tableClasses from '../components/item-statistics-table.module.css';
import { EXAMS_PATH, examPath } from '../lib/paths';

/** A value of the URL when it is one of the allowed ones, else undefined (the server's default). */
function oneOf<T extends string>(allowed: readonly T[], raw: string): T | undefined {
  return allowed.find((value) => value === raw);
}

/**
 * /admin/dashboard/exams/:examId/item-statistics: how each question performed in ended tests
 * (docs/item-statistics.md). Filters, sort and page live in the URL.
 */
export function AdminItemStatisticsPage() {
  const { examId = '' } = useParams();
  const [params, setParams] = useListParams();
  const sort: SortState = {
    sort: oneOf<ItemStatisticsSort>(ITEM_STATISTICS_SORTS, params.get('sort')) ?? 'flags',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
  const filter: ItemStatisticsFilter = {
    type: oneOf(ITEM_STATISTICS_TEST_TYPES, params.get('type')),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    courseId: params.get('course') || undefined,
    subjectId: params.get('subject') || undefined,
    flag: oneOf(ITEM_FLAG_FILTERS, params.get('flag')),
    sort: sort.sort,
    order: sort.order,
  };
  const statistics = useItemStatistics(examId, {
    ...filter,
    page: params.page,
    perPage: params.perPage,
  });
  const exportCsv = useExportItemStatistics();
  const data = statistics.data;
  usePageTitle(data ? `Item statistics: ${data.summary.examName}` : 'Item statistics');

  const heading = (
    <>
      <Breadcrumbs mb="xs" separator="›">
        <Anchor component={Link} to={EXAMS_PATH} size="sm">
          Exams
        </Anchor>
        <Anchor component={Link} to={examPath(examId)} size="sm">
          {data?.summary.examName ?? 'Exam'}
        </Anchor>
        <Text size="sm">Item statistics</Text>
      </Breadcrumbs>
      <PageHeading
        title="Item statistics"
        description="How each question performed in students' ended tests: how many got it right (p), whether stronger students got it right more often (r), and what each option drew."
      />
    </>
  );

  if (!data) {
    return (
      <>
        {heading}
        {statistics.isPending ? (
          <PageLoader />
        ) : (
          <LoadError
            title={TEXT.loadFailed}
            error={statistics.error}
            onRetry={() => void statistics.refetch()}
            retrying={statistics.isFetching}
          />
        )}
      </>
    );
  }

  const { summary, items, pagination } = data;
  const filtered = Boolean(filter.courseId || filter.subjectId || filter.flag);
  return (
    <>
      {heading}
      <Stack gap="md">
        <ItemStatisticsFilters examId={examId} params={params} setParams={setParams} />
        {summary.tests === 0 ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
          >
            {TEXT.noEndedTests}
          </Alert>
        ) : (
          <>
            <ItemStatisticsSummary
              summary={summary}
              flag={params.get('flag')}
              onFlag={(flag) => setParams({ flag })}
            />
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed">
                Fewer than 30 answers to a question make its figures unreliable.
              </Text>
              <Button
                variant="light"
                className={tableClasses.tapTarget}
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={exportCsv.isPending}
                onClick={() =>
                  exportCsv.mutate(
                    { examId, filter },
                    {
                      onSuccess: () => notifySuccess(ADMINISTRATION_MESSAGES.exportStarted),
                      onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
                    },
                  )
                }
              >
                Download CSV
              </Button>
            </Group>
            <ItemStatisticsTable
              items={items}
              sort={sort}
              onSort={(next) => setParams({ sort: next.sort, order: next.order })}
              emptyText={filtered ? TEXT.noMatchingItems : 'This exam has no questions yet.'}
            />
            <TablePagination
              label="item statistics"
              page={params.page}
              perPage={params.perPage}
              total={pagination.total}
              onPageChange={(page) => setParams({ page })}
              onPerPageChange={(perPage) => setParams({ perPage })}
            />
          </>
        )}
      </Stack>
    </>
  );
}

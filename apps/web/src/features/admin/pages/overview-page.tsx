import { SALES_FIGURES } from '@prepward/shared/app-messages';
import {
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import {
  OVERVIEW_RANGE_LABELS,
  OVERVIEW_RANGES,
  type OverviewRange,
  type TOverview,
} from '@prepward/shared/schemas/overview';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOverview } from '../api/get-overview';
import { FigureCard } from '../components/figure-card';
import { LoadError } from '../../../components/load-error';

const count = new Intl.NumberFormat('en');

// The chart library is large: the figures show first, the chart follows.
const RevenueChart = lazy(async () => ({
  default: (await import('../components/revenue-chart')).RevenueChart,
}));

function isRange(value: string): value is OverviewRange {
  return (OVERVIEW_RANGES as readonly string[]).includes(value);
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TopExams({
  rows,
  columns,
  empty,
}: {
  rows: { examId: string; name: string; cells: string[] }[];
  columns: string[];
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Exam</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} ta="right">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.examId}>
              <Table.Td>{row.name}</Table.Td>
              {row.cells.map((cell, index) => (
                <Table.Td key={columns[index]} ta="right">
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ overview, loading }: { overview: TOverview; loading: boolean }) {
  const since = overview.range.from.slice(0, 10);
  const cards: ReactNode[] = [];
  if (overview.sales) {
    cards.push(
      <FigureCard
        key="revenue"
        label={SALES_FIGURES.revenue}
        value={formatPrice(overview.sales.revenue)}
        to="/admin/dashboard/home"
        loading={loading}
      />,
      <FigureCard
        key="sales"
        label={SALES_FIGURES.paidSales}
        value={count.format(overview.sales.salesCount)}
        to="/admin/dashboard/home"
        hint={SALES_FIGURES.paidSalesHint}
        loading={loading}
      />,
    );
  }
  if (overview.users) {
    cards.push(
      <FigureCard
        key="active"
        label="Active subscriptions"
        value={count.format(overview.users.activeSubscribers)}
        to="/admin/dashboard/users?tab=active"
        hint="Students with access now"
        loading={loading}
      />,
      <FigureCard
        key="signups"
        label="New sign-ups"
        value={count.format(overview.users.newSignups)}
        to={`/admin/dashboard/users?from=${since}`}
        loading={loading}
      />,
    );
  }
  if (overview.tests) {
    cards.push(
      <FigureCard
        key="tests"
        label="Tests taken"
        value={count.format(overview.tests.taken)}
        to="/admin/dashboard/exams"
        hint="Tests started"
        loading={loading}
      />,
    );
  }
  if (overview.reports) {
    cards.push(
      <FigureCard
        key="reports"
        label="Open question reports"
        value={count.format(overview.reports.open)}
        to="/admin/dashboard/reports"
        loading={loading}
      />,
    );
  }
  if (overview.support) {
    cards.push(
      <FigureCard
        key="support"
        label="New support requests"
        value={count.format(overview.support.newInRange)}
        to="/admin/dashboard/support"
        hint={`${count.format(overview.support.open)} open in all`}
        loading={loading}
      />,
    );
  }
  if (cards.length === 0) {
    return (
      <Text c="dimmed">
        Your role has no figures to show here. Ask an administrator with the admin role if you need
        access.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {cards}
      </SimpleGrid>
      {overview.sales ? (
        <Panel title={`Revenue per ${overview.range.bucket}`}>
          <Suspense fallback={<Skeleton h={260} radius="md" />}>
            <RevenueChart series={overview.sales.series} bucket={overview.range.bucket} />
          </Suspense>
        </Panel>
      ) : null}
      {overview.sales || overview.tests ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {overview.sales ? (
            <Panel title="Top exams by revenue">
              <TopExams
                columns={[SALES_FIGURES.revenue, SALES_FIGURES.paidSales]}
                empty="No paid sales in this period."
                rows={overview.sales.topExams.map((exam) => ({
                  examId: exam.examId,
                  name: exam.name,
                  cells: [formatPrice(exam.revenue), count.format(exam.sales)],
                }))}
              />
            </Panel>
          ) : null}
          {overview.tests ? (
            <Panel title="Top exams by tests">
              <TopExams
                columns={['Tests']}
                empty="No tests started in this period."
                rows={overview.tests.topExams.map((exam) => ({
                  examId: exam.examId,
                  name: exam.name,
                  cells: [count.format(exam.tests)],
                }))}
              />
            </Panel>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/** /admin/dashboard and /admin/dashboard/overview: the figures the administrator may read. */
export function AdminOverviewPage() {
  usePageTitle('Overview');
  const [params, setParams] = useListParams();
  const rangeParam = params.get('range');
  const range: OverviewRange = isRange(rangeParam) ? rangeParam : '30d';
  const overview = useOverview(range);

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" mb="lg" gap="sm">
        <PageHeading title="Overview" description="How PrepWard is doing, at a glance." />
        <Select
          label="Period"
          data={OVERVIEW_RANGES.map((value) => ({ value, label: OVERVIEW_RANGE_LABELS[value] }))}
          value={range}
          allowDeselect={false}
          onChange={(value) => setParams({ range: value === '30d' ? null : value })}
          w={{ base: '100%', xs: 200 }}
          mb="lg"
        />
      </Group>
      {overview.error && !overview.data ? (
        <LoadError
          title="Could not load the overview"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data ? (
        <Figures overview={overview.data} loading={overview.isPlaceholderData} />
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" role="status" aria-label="Loading...">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={96} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

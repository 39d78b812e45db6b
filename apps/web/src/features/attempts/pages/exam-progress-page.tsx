import { Anchor, Box, Card, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import type { TExamProgress } from '@prepward/shared/schemas/progress';
import { IconChartLine } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { BackToMyExams } from '../components/back-to-my-exams';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDate } from '../../../lib/format-date';
import { useExamProgress } from '../api/get-exam-progress';
import { LazyProgressChart } from '../components/lazy-progress-chart';
import { ReadinessPanel } from '../components/readiness-panel';
import { studyTime } from '../lib/study-time';

export const EMPTY_PROGRESS_TEXT = 'No answers yet: your progress appears after your first test';

/** Weeks of the per-subject table: the most recent ones with answers. */
const SUBJECT_WEEKS = 6;
const CHART_HEIGHT = 240;

const percent = (value: number) => `${value.toFixed(2)}%`;

/** '2027-03-15' -> '15 Mar 2027': the Monday the week starts on, a date in any time zone. */
function weekLabel(weekStart: string): string {
  const [year = 0, month = 1, day = 1] = weekStart.split('-').map(Number);
  return formatDate(new Date(year, month - 1, day));
}

/** A week's score, or a dash when nothing answered that week has been revealed yet. */
const scoreText = (week: { points: number; maxPoints: number; percentage: number }) =>
  week.maxPoints > 0 ? percent(week.percentage) : '—';

function WeeklySection({ weeks }: { weeks: TExamProgress['weeks'] }) {
  const chartData = weeks
    .filter((week) => week.maxPoints > 0)
    .map((week) => ({ week: weekLabel(week.weekStart), Score: week.percentage }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="weekly-title">
      <Title order={2} fz="lg" id="weekly-title">
        Week by week
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Weeks start on Monday. Scores count answers you have seen marked: a mock exam still running
        counts once it ends.
      </Text>
      {chartData.length > 0 ? (
        <Box mb="md">
          <LazyProgressChart data={chartData} dataKey="week" series="Score" h={CHART_HEIGHT} />
        </Box>
      ) : null}
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <Table.Caption>Your answers, score and time studied each week</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week of</Table.Th>
              <Table.Th scope="col">Questions</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              <Table.Th scope="col">Time studied</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...weeks].reverse().map((week) => (
              <Table.Tr key={week.weekStart}>
                <Table.Th scope="row" fw={500}>
                  {weekLabel(week.weekStart)}
                </Table.Th>
                <Table.Td>{week.questionsAnswered}</Table.Td>
                <Table.Td>
                  {scoreText(week)}
                  {week.maxPoints > 0 ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({week.points} / {week.maxPoints})
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{studyTime(week.secondsStudied)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function SubjectSection({ progress }: { progress: TExamProgress }) {
  const weeks = progress.weeks.slice(-SUBJECT_WEEKS).map((week) => week.weekStart);
  const shown = progress.subjects.filter((subject) =>
    subject.weeks.some((week) => weeks.includes(week.weekStart)),
  );
  if (shown.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="subjects-title">
      <Title order={2} fz="lg" id="subjects-title">
        By subject
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your score in each subject over your last{' '}
        {weeks.length === 1 ? 'week' : `${weeks.length} weeks`} with answers.
      </Text>
      <Table.ScrollContainer minWidth={Math.max(360, 180 + weeks.length * 100)}>
        <Table striped>
          <Table.Caption>Score by subject and week</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Subject</Table.Th>
              {weeks.map((weekStart) => (
                <Table.Th scope="col" key={weekStart}>
                  {weekLabel(weekStart)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((subject) => {
              const byWeek = new Map(subject.weeks.map((week) => [week.weekStart, week]));
              return (
                <Table.Tr key={subject.subjectId}>
                  <Table.Th scope="row" fw={500}>
                    {subject.subjectName}
                    <Text span size="xs" c="dimmed" display="block">
                      {subject.courseName}
                    </Text>
                  </Table.Th>
                  {weeks.map((weekStart) => {
                    const week = byWeek.get(weekStart);
                    return <Table.Td key={weekStart}>{week ? scoreText(week) : '—'}</Table.Td>;
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function MockSection({ mocks }: { mocks: TExamProgress['mocks'] }) {
  if (mocks.length === 0) return null;
  const trend = mocks.flatMap((mock, index) =>
    mock.percentile === null ? [] : [{ mock: `Mock ${index + 1}`, Percentile: mock.percentile }],
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mocks-title">
      <Title order={2} fz="lg" id="mocks-title">
        Mock exams
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The percentile is the share of other students&apos; mock attempts you scored above.
      </Text>
      {trend.length > 1 ? (
        <Box mb="md">
          <Text size="sm" fw={600} mb={4} aria-hidden="true">
            Percentile across your mocks
          </Text>
          <LazyProgressChart
            data={trend}
            dataKey="mock"
            series="Percentile"
            color="indigo.6"
            h={CHART_HEIGHT}
          />
        </Box>
      ) : null}
      <Table.ScrollContainer minWidth={360}>
        <Table striped>
          <Table.Caption>Your mock exams in the order you finished them</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Mock</Table.Th>
              <Table.Th scope="col">Ended</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              <Table.Th scope="col">Percentile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mocks.map((mock, index) => (
              <Table.Tr key={mock.testId}>
                <Table.Th scope="row" fw={500}>
                  {index + 1}
                </Table.Th>
                <Table.Td>{formatDate(mock.endedAt)}</Table.Td>
                <Table.Td>{percent(mock.percentage)}</Table.Td>
                <Table.Td>{mock.percentile === null ? '—' : percent(mock.percentile)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** /user/my-exams/:examId/progress: how the student's scores on an exam move week by week. */
export function ExamProgressPage() {
  const { examId = '' } = useParams();
  const progress = useExamProgress(examId);
  const data = progress.data;
  usePageTitle(data ? `Progress: ${data.exam.name}` : 'Progress');
  const empty = data && data.totals.questionsAnswered === 0;

  return (
    <>
      <BackToMyExams />
      <Stack mt="md" gap={0}>
        <PageHeading
          title="Progress"
          description={
            data
              ? `How your scores on ${data.exam.name} move week by week, over the last 26 weeks.`
              : 'How your scores on this exam move week by week.'
          }
        />
      </Stack>

      {progress.isPending ? <PageLoader /> : null}
      {progress.isError && !data ? (
        <LoadError
          title="Your progress could not be loaded"
          error={progress.error}
          onRetry={() => void progress.refetch()}
          retrying={progress.isFetching}
          maw={640}
        />
      ) : null}
      {empty ? (
        <Card withBorder radius="lg" padding="xl" maw={640}>
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconChartLine size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={600} ta="center">
              {EMPTY_PROGRESS_TEXT}
            </Text>
            <Anchor component={Link} to="/user" size="sm">
              Start a test
            </Anchor>
          </Stack>
        </Card>
      ) : null}
      {data && empty ? (
        <Box maw={640} mt="lg">
          <ReadinessPanel readiness={data.readiness} />
        </Box>
      ) : null}
      {data && !empty ? (
        <Stack gap="lg" maw={960}>
          <Text size="sm">
            In all: {data.totals.questionsAnswered}{' '}
            {data.totals.questionsAnswered === 1 ? 'question' : 'questions'} answered,{' '}
            {studyTime(data.totals.secondsStudied)} studied.
          </Text>
          <ReadinessPanel readiness={data.readiness} />
          {data.weeks.length > 0 ? (
            <WeeklySection weeks={data.weeks} />
          ) : (
            <Text size="sm" c="dimmed">
              No answers in the last 26 weeks.
            </Text>
          )}
          <SubjectSection progress={data} />
          <MockSection mocks={data.mocks} />
        </Stack>
      ) : null}
    </>
  );
}

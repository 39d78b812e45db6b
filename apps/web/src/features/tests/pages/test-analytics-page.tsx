import '@mantine/charts/styles.css';

import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  RingProgress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { PERCENT_DECIMALS, TEST_TYPE_LABELS } from '@prepward/shared/constants';
import type { TReviewQuestion, TTestAnalytics } from '@prepward/shared/schemas/tests';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useTestAnalytics } from '../api/get-test-analytics';
import examClasses from '../components/exam.module.css';
import { HtmlContent } from '../../../components/question/html-content';
import { examPagePath } from '../../../lib/student-paths';

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;

/** 75 -> '1 min 15 s'; 3725 -> '1 h 2 min 5 s'. */
function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', `${rest} s`];
  return parts.filter(Boolean).join(' ');
}

const seconds = (value: number | null) => (value === null ? '—' : `${value} s`);

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function outcomeOf(item: TReviewQuestion) {
  if (item.isCorrect === null) return { label: 'Not answered', color: 'gray' };
  return item.isCorrect
    ? { label: 'Correct', color: 'teal' }
    : { label: 'Incorrect', color: 'red' };
}

function ReviewItem({ item }: { item: TReviewQuestion }) {
  const outcome = outcomeOf(item);
  return (
    <Accordion.Item value={item.id}>
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>Question {item.number}</Text>
          <Badge color={`${outcome.color}.9`} variant="filled">
            {outcome.label}
          </Badge>
          <Text size="sm" c="dimmed">
            {item.courseName} · {item.subjectName}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <HtmlContent html={item.question} />
          {item.options.length > 0 ? (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {item.options.map((option) => (
                <Group
                  key={option.id}
                  component="li"
                  gap="xs"
                  wrap="wrap"
                  className={examClasses.option}
                  data-outcome={
                    option.isCorrect ? 'correct' : option.selected ? 'wrong' : undefined
                  }
                >
                  <Text fw={700} component="span">
                    {option.label}.
                  </Text>
                  <HtmlContent html={option.value} inline />
                  <Text size="sm" c="dimmed" component="span">
                    {percent(option.pickPercentage)} of students chose this
                  </Text>
                  {option.isCorrect ? (
                    <Badge color="teal.9" variant="filled" leftSection={<IconCheck size={12} />}>
                      Correct answer
                    </Badge>
                  ) : null}
                  {option.selected ? (
                    <Badge
                      color={option.isCorrect ? 'teal.9' : 'red.9'}
                      variant="outline"
                      leftSection={option.isCorrect ? null : <IconX size={12} />}
                    >
                      Your answer
                    </Badge>
                  ) : null}
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm">
              Your answer: <strong>{item.answer?.answerText ?? 'not answered'}</strong> · Correct
              answer: <strong>{item.correctAnswerText ?? '—'}</strong>
            </Text>
          )}
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              Your time: <strong>{seconds(item.timeSpentSeconds)}</strong> · Peers' average:{' '}
              <strong>{seconds(item.peerAverageSeconds)}</strong>
            </Text>
            <Text size="sm">
              Difficulty:{' '}
              <strong>
                {item.peerCorrectPercentage === null
                  ? 'no other answers yet'
                  : `${percent(item.peerCorrectPercentage)} of ${item.peerCount} other ${item.peerCount === 1 ? 'student' : 'students'} got it right`}
              </strong>
            </Text>
          </Group>
          {item.explanation ? (
            <div>
              <Title order={4} fz="sm" mb={4}>
                Explanation
              </Title>
              <HtmlContent html={item.explanation} />
            </div>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

type ReviewFilter = 'all' | 'incorrect' | 'unanswered' | 'correct';

function Results({ examId, analytics }: { examId: string; analytics: TTestAnalytics }) {
  const { test, score, time, breakdown, percentile } = analytics;
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const review = analytics.review.filter((item) => {
    if (filter === 'all') return true;
    if (filter === 'unanswered') return item.isCorrect === null;
    return filter === 'correct' ? item.isCorrect === true : item.isCorrect === false;
  });
  const chartData = breakdown.map((row) => ({
    subject: row.subjectName,
    Correct: row.correct,
    Incorrect: row.incorrect,
    Unanswered: row.unanswered,
  }));
  const timeData = analytics.review
    .filter((item) => item.timeSpentSeconds !== null)
    .map((item) => ({
      question: `Q${item.number}`,
      You: item.timeSpentSeconds ?? 0,
      'Peers average': item.peerAverageSeconds ?? 0,
    }));

  return (
    <Stack gap="lg">
      {!analytics.complete ? (
        <Alert color="blue" title="This test is still going">
          Only the questions you submitted are reviewed here.{' '}
          <Anchor component={Link} to={examPagePath(examId, test)}>
            Continue the test
          </Anchor>
          .
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Group gap="md" wrap="nowrap">
            <RingProgress
              size={88}
              thickness={9}
              roundCaps
              sections={[{ value: score.percentage, color: 'teal' }]}
              label={
                <Text ta="center" fw={700} size="sm">
                  {Math.round(score.percentage)}%
                </Text>
              }
              aria-hidden="true"
            />
            <div>
              <Text size="sm" c="dimmed">
                Score
              </Text>
              <Text fw={700} fz="xl">
                {score.correct} / {score.total}
              </Text>
              <Text size="xs" c="dimmed">
                {percent(score.percentage)}
              </Text>
            </div>
          </Group>
        </Card>
        <Stat
          label="Correct · incorrect · unanswered"
          value={`${score.correct} · ${score.incorrect} · ${score.unanswered}`}
        />
        <Stat
          label="Time used"
          value={formatDuration(time.usedSeconds)}
          hint={
            time.allowedSeconds !== null
              ? `of ${formatDuration(time.allowedSeconds)} allowed`
              : 'untimed'
          }
        />
        <Stat
          label="Percentile"
          value={
            percentile === null
              ? 'Mock exams only'
              : percentile.value === null
                ? '—'
                : percent(percentile.value)
          }
          hint={
            percentile === null
              ? 'Sit a mock exam to compare with other students.'
              : percentile.value === null
                ? 'You are the first to finish a mock of this exam.'
                : `Share of ${percentile.otherAttempts} other mock ${percentile.otherAttempts === 1 ? 'attempt' : 'attempts'} you scored above`
          }
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-subject">
        <Title order={2} fz="lg" id="by-subject" mb="md">
          By course and subject
        </Title>
        {chartData.length > 0 ? (
          <BarChart
            h={Math.max(160, chartData.length * 48)}
            data={chartData}
            dataKey="subject"
            type="stacked"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            series={[
              { name: 'Correct', color: 'teal.6' },
              { name: 'Incorrect', color: 'red.6' },
              { name: 'Unanswered', color: 'gray.4' },
            ]}
            withLegend
            // The table says the same in text; the chart is for the eye only.
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden="true"
          />
        ) : null}
        <Table.ScrollContainer minWidth={520} mt="md">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Correct</Table.Th>
                <Table.Th>Incorrect</Table.Th>
                <Table.Th>Unanswered</Table.Th>
                <Table.Th>Score</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakdown.map((row) => (
                <Table.Tr key={row.subjectId}>
                  <Table.Td>{row.courseName}</Table.Td>
                  <Table.Td>{row.subjectName}</Table.Td>
                  <Table.Td>
                    {row.correct} / {row.total}
                  </Table.Td>
                  <Table.Td>{row.incorrect}</Table.Td>
                  <Table.Td>{row.unanswered}</Table.Td>
                  <Table.Td>{percent(row.percentage)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="time-title">
        <Title order={2} fz="lg" id="time-title">
          Time per question
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Your average: {seconds(time.averagePerAnswerSeconds)} per answer · other students:{' '}
          {seconds(time.peerAveragePerAnswerSeconds)}
        </Text>
        {timeData.length > 0 ? (
          <BarChart
            h={220}
            data={timeData}
            dataKey="question"
            unit=" s"
            series={[
              { name: 'You', color: 'clinical.6' },
              { name: 'Peers average', color: 'gray.5' },
            ]}
            withLegend
            // The table says the same in text; the chart is for the eye only.
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden="true"
          />
        ) : (
          <Text size="sm">No answers to compare yet.</Text>
        )}
      </Card>

      <section aria-labelledby="review-title">
        <Group justify="space-between" mb="sm" gap="sm">
          <Title order={2} fz="lg" id="review-title">
            Review
          </Title>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value)}
            aria-label="Show questions"
            data={[
              { value: 'all', label: 'All' },
              { value: 'incorrect', label: 'Incorrect' },
              { value: 'unanswered', label: 'Unanswered' },
              { value: 'correct', label: 'Correct' },
            ]}
          />
        </Group>
        {review.length === 0 ? (
          <Text c="dimmed">No questions to show here.</Text>
        ) : (
          <Accordion variant="separated" multiple>
            {review.map((item) => (
              <ReviewItem key={item.id} item={item} />
            ))}
          </Accordion>
        )}
      </section>

      <Group>
        <Button component={Link} to="/user/my-exams" variant="default">
          Back to My Exams
        </Button>
        <Button component={Link} to="/user">
          Start another test
        </Button>
      </Group>
    </Stack>
  );
}

/** /user/my-exams/:examId/analytics?testId= : results of a mock exam, and of practice tests. */
export function TestAnalyticsPage() {
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const testId = searchParams.get('testId');
  const analytics = useTestAnalytics(examId, testId);
  const type = analytics.data?.test.type;
  usePageTitle(type === 'mock' || !type ? 'Mock exam analytics' : 'Test results');

  if (!testId) {
    return (
      <>
        <PageHeading title="Mock exam analytics" />
        <Alert color="yellow" title="No test selected" maw={560}>
          Open analytics from a finished test in{' '}
          <Anchor component={Link} to="/user/my-exams">
            My Exams
          </Anchor>
          .
        </Alert>
      </>
    );
  }
  if (analytics.isPending) return <PageLoader />;
  if (analytics.isError) {
    const running = isApiError(analytics.error) && analytics.error.status === 409;
    return (
      <>
        <PageHeading title="Mock exam analytics" />
        <Alert
          color={running ? 'blue' : 'red'}
          maw={640}
          title={running ? 'Not yet' : 'Could not load the results'}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(analytics.error)}</Text>
            {running ? (
              <Button
                component={Link}
                to={examPagePath(examId, { testId, endTime: null })}
                size="xs"
                variant="white"
              >
                Back to the exam
              </Button>
            ) : (
              <Button size="xs" variant="white" onClick={() => void analytics.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </>
    );
  }
  const { test } = analytics.data;
  return (
    <>
      <PageHeading
        title={
          test.type === 'mock' ? 'Mock exam analytics' : `${TEST_TYPE_LABELS[test.type]} results`
        }
        description={`${test.examName} · started ${new Date(test.startedAt).toLocaleString()}`}
      />
      <Results examId={examId} analytics={analytics.data} />
    </>
  );
}

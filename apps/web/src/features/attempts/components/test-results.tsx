import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PERCENT_DECIMALS } from '@prepward/shared/constants';
import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { examPagePath } from '../../../lib/student-paths';
import { scoreText } from '../lib/score-text';
import { BreakdownTable } from './breakdown-table';
import { CaseScores } from './case-scores';
import { GroupedBars, StackedBars } from './results-bars';
import { ReviewList } from './review-list';
import { ScoreRing } from './score-ring';

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

/** A finished (or running) test's score, subjects, time and question review. */
export function TestResults({ examId, analytics }: { examId: string; analytics: TTestAnalytics }) {
  const { test, score, time, breakdown, percentile } = analytics;
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
            <ScoreRing
              percentage={score.percentage}
              label={
                <Text ta="center" fw={700} size="sm">
                  {Math.round(score.percentage)}%
                </Text>
              }
            />
            <div>
              <Text size="sm" c="dimmed">
                Score
              </Text>
              <Text fw={700} fz="xl">
                {scoreText(score)}
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
      {analytics.peerFiguresAt ? (
        <Text size="sm" c="dimmed" mt={-8}>
          Figures about other students (percentile, their answers and time) as of{' '}
          {formatDateTime(analytics.peerFiguresAt)}, when this test&apos;s results were first shown;
          they do not change afterwards.
        </Text>
      ) : null}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-subject">
        <Title order={2} fz="lg" id="by-subject" mb="md">
          By course and subject
        </Title>
        {chartData.length > 0 ? (
          <StackedBars
            data={chartData}
            dataKey="subject"
            series={[
              { name: 'Correct', color: 'teal.6' },
              { name: 'Incorrect', color: 'red.6' },
              { name: 'Unanswered', color: 'gray.4' },
            ]}
          />
        ) : null}
        <BreakdownTable rows={breakdown} />
      </Card>

      {analytics.cases.length > 0 ? <CaseScores cases={analytics.cases} /> : null}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="time-title">
        <Title order={2} fz="lg" id="time-title">
          Time per question
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Your average: {seconds(time.averagePerAnswerSeconds)} per answer · other students:{' '}
          {seconds(time.peerAveragePerAnswerSeconds)}
        </Text>
        {timeData.length > 0 ? (
          <GroupedBars
            h={180}
            data={timeData}
            dataKey="question"
            unit=" s"
            series={[
              { name: 'You', color: 'clinical.6' },
              { name: 'Peers average', color: 'gray.5' },
            ]}
          />
        ) : (
          <Text size="sm">No answers to compare yet.</Text>
        )}
      </Card>

      <ReviewList examId={examId} analytics={analytics} />

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

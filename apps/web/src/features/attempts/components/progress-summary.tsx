import {
  Anchor,
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { TProgressSummary, TReadiness, TStudyWeek } from '@prepward/shared/schemas/progress';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { examProgressPath } from '../../../lib/student-paths';
import { useProgressSummary } from '../api/get-progress-summary';
import {
  READINESS_BAND_COLORS,
  READINESS_BAND_LABELS,
  readinessMissingText,
  readinessRange,
} from '../lib/readiness-text';
import { studyTime } from '../lib/study-time';

const shareCorrect = (week: TStudyWeek) =>
  week.maxPoints > 0 ? `${Math.round(week.percentage)}%` : '—';

function WeekTable({ thisWeek, lastWeek }: Pick<TProgressSummary, 'thisWeek' | 'lastWeek'>) {
  const rows: [string, (week: TStudyWeek) => string][] = [
    ['Questions done', (week) => String(week.questionsAnswered)],
    ['Time studied', (week) => studyTime(week.secondsStudied)],
    ['Share correct', shareCorrect],
  ];
  return (
    <Table striped fz="sm" layout="fixed">
      <Table.Caption>This week (from Monday) and last week, over all your exams</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <VisuallyHidden>Figure</VisuallyHidden>
          </Table.Th>
          <Table.Th scope="col">This week</Table.Th>
          <Table.Th scope="col">Last week</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value(thisWeek)}</Table.Td>
            <Table.Td>{value(lastWeek)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One exam's readiness in a line: its band and range, what is missing, or no pass mark. */
function ReadinessLine({ readiness }: { readiness: TReadiness }) {
  if (readiness.status === 'no-pass-mark') {
    return (
      <Text size="xs" c="dimmed">
        No pass mark set for this exam, so no readiness estimate.
      </Text>
    );
  }
  if (readiness.status === 'hidden' || !readiness.estimate) {
    return (
      <Text size="xs" c="dimmed">
        {readinessMissingText(readiness.missing)}
      </Text>
    );
  }
  const { estimate } = readiness;
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={READINESS_BAND_COLORS[estimate.band]} variant="filled" size="sm" autoContrast>
        {READINESS_BAND_LABELS[estimate.band]}
      </Badge>
      <Text size="xs">
        About {estimate.likelihood}% chance of the pass mark of {readiness.passMark}%; a next mock
        likely scores {readinessRange(estimate)}
      </Text>
    </Group>
  );
}

/**
 * The dashboard's "Your progress": this week against last week over all the student's exams,
 * and each exam's readiness (or what it still needs) with a link to its Progress page.
 */
export function ProgressSummary() {
  const summary = useProgressSummary();
  const title = (
    <Title order={2} fz="lg" id="progress-summary-title">
      Your progress
    </Title>
  );
  if (summary.isPending) {
    return (
      <Card
        withBorder
        radius="lg"
        padding="lg"
        aria-labelledby="progress-summary-title"
        component="section"
        aria-busy="true"
      >
        {title}
        <Stack gap="xs" mt="sm">
          <Skeleton h={16} w="70%" />
          <Skeleton h={16} w="55%" />
          <Skeleton h={16} w="62%" />
        </Stack>
      </Card>
    );
  }
  if (summary.isError) {
    return (
      <LoadError
        title="Your progress could not be loaded"
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const { thisWeek, lastWeek, exams } = summary.data;
  const nothingYet =
    thisWeek.questionsAnswered === 0 && lastWeek.questionsAnswered === 0 && exams.length === 0;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="progress-summary-title"
    >
      {title}
      {nothingYet ? (
        <Text size="sm" c="dimmed" mt="xs">
          Nothing answered yet: your week-by-week progress shows here once you start a test.
        </Text>
      ) : (
        <Stack gap="md" mt="xs">
          <WeekTable thisWeek={thisWeek} lastWeek={lastWeek} />
          {exams.length > 0 ? (
            <Stack
              gap="sm"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Readiness by exam"
            >
              {exams.map(({ exam, readiness }) => (
                <Group
                  key={exam.id}
                  component="li"
                  justify="space-between"
                  align="flex-start"
                  wrap="nowrap"
                  gap="sm"
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" lineClamp={2}>
                      {exam.name}
                    </Text>
                    <ReadinessLine readiness={readiness} />
                  </Stack>
                  <Anchor
                    component={Link}
                    to={examProgressPath(exam.id)}
                    size="sm"
                    aria-label={`Open progress: ${exam.name}`}
                    style={{ flexShrink: 0 }}
                  >
                    Open progress
                  </Anchor>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

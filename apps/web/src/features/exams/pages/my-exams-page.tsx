import type { TTestSummary } from '@prepward/shared/schemas/attempts';
import { TEST_TYPE_LABELS } from '@prepward/shared/constants';
import {
  Badge,
  Button,
  Card,
  Flex,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatPercentage, pageCount } from '@prepward/shared/format';
import type { TMyExam } from '@prepward/shared/schemas/commerce';
import { IconCertificate, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExamImage } from '../../../components/exam-image';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { useAddToCart } from '../../../hooks/use-cart';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMyExams, useTests } from '../../../api/my-exams';
import {
  analyticsPath,
  examNotesPath,
  examProgressPath,
  examPagePath,
  quickViewPath,
} from '../../../lib/student-paths';
import { LoadError } from '../../../components/load-error';

/** Tests per page of an exam's history. */
const TESTS_PER_PAGE = 5;

const STATUS_COLORS: Record<TTestSummary['status'], string> = {
  running: 'blue',
  paused: 'yellow',
  ended: 'gray',
};

const TYPE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'practice', label: TEST_TYPE_LABELS.practice },
  { value: 'mock', label: TEST_TYPE_LABELS.mock },
] as const;
type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

function TestRow({ test, canResume }: { test: TTestSummary; canResume: boolean }) {
  const label = `${TEST_TYPE_LABELS[test.type]} of ${formatDateTime(test.startedAt)}`;
  const score =
    test.status === 'ended' && test.correctCount !== null
      ? ` · ${test.correctCount} correct (${formatPercentage(test.correctCount, test.questionCount)})`
      : '';
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="wrap" py={6}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {TEST_TYPE_LABELS[test.type]}
          </Text>
          <Badge size="sm" variant="light" color={STATUS_COLORS[test.status]}>
            {test.status}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Started {formatDateTime(test.startedAt)} · {test.answeredCount}/{test.questionCount}{' '}
          answered{score}
        </Text>
      </Stack>
      {test.status === 'ended' ? (
        <Button
          component={Link}
          to={analyticsPath(test.examId, test.testId)}
          size="xs"
          variant="default"
          aria-label={`Review ${label}`}
        >
          Review
        </Button>
      ) : canResume ? (
        <Button
          component={Link}
          to={examPagePath(test.examId, {
            testId: test.testId,
            endTime: test.status === 'running' ? test.endTime : null,
          })}
          size="xs"
          aria-label={`Resume ${label}`}
        >
          Resume
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * An exam's test history, newest first, a page at a time and filtered by type; on the first
 * page of all types, any paused test that is older is listed too, so it can be resumed.
 */
function ExamTests({ exam, paused }: { exam: TMyExam; paused: TTestSummary[] }) {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<TypeFilter>('all');
  const history = useTests(
    {
      examId: exam.id,
      page,
      perPage: TESTS_PER_PAGE,
      ...(type === 'all' ? {} : { type }),
    },
    { keepShown: true },
  );
  const filter = (
    <SegmentedChoice
      label={`Show tests of ${exam.name}`}
      data={TYPE_FILTERS}
      value={type}
      onChange={(value) => {
        setType(value);
        setPage(1);
      }}
    />
  );
  if (history.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          Loading your tests…
        </Text>
      </Group>
    );
  }
  if (history.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red">
          Your tests could not be loaded.
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </Group>
    );
  }
  const { tests: listed, pagination } = history.data;
  const shown = new Set(listed.map((test) => test.testId));
  const olderPaused =
    page === 1 && type === 'all' ? paused.filter((test) => !shown.has(test.testId)) : [];
  const tests = [...listed, ...olderPaused];
  const pages = pageCount(pagination.total, pagination.perPage);
  if (tests.length === 0 && type === 'all' && !history.isPlaceholderData) {
    return (
      <Text size="sm" c="dimmed">
        No tests yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {filter}
      {tests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {history.isPlaceholderData
            ? 'Loading your tests…'
            : `No ${TEST_TYPE_LABELS[type === 'all' ? 'practice' : type].toLowerCase()}s yet.`}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: history.isPlaceholderData ? 0.6 : 1 }}
          aria-label={`Tests of ${exam.name}`}
          aria-busy={history.isPlaceholderData}
        >
          {tests.map((test) => (
            <TestRow key={test.testId} test={test} canResume={exam.active} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': `${control} page of ${exam.name}'s tests`,
          })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item} of ${exam.name}'s tests` })}
        />
      ) : null}
    </Stack>
  );
}

function RenewButton({ exam }: { exam: TMyExam }) {
  const addToCart = useAddToCart();
  return (
    <Button
      size="sm"
      leftSection={<IconRefresh size={16} aria-hidden="true" />}
      loading={addToCart.isPending}
      aria-label={`Renew ${exam.name}`}
      onClick={() =>
        addToCart.mutate(
          { examID: exam.id, months: 1 },
          {
            onSuccess: ({ message }) => notifySuccess(message),
            onError: (err) => notifyError(errorMessage(err)),
          },
        )
      }
    >
      Renew
    </Button>
  );
}

function MyExamCard({ exam, paused }: { exam: TMyExam; paused: TTestSummary[] }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={exam.name}
      data-active={exam.active}
      // gray-0 on a light page, a step lighter than a card on a dark one.
      bg={exam.active ? undefined : 'var(--mantine-color-default-hover)'}
    >
      <Stack gap="md">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          gap="md"
        >
          <Group
            gap="md"
            wrap="nowrap"
            align="flex-start"
            flex={1}
            miw={0}
            style={exam.active ? undefined : { filter: 'grayscale(1)', opacity: 0.7 }}
          >
            <ExamImage src={exam.imageUrl} size={56} />
            <Stack gap={4} miw={0} align="flex-start">
              <Title order={2} fz="lg">
                {exam.name}
              </Title>
              {exam.active ? (
                <Badge color="teal" variant="light" tt="none" data-testid="access-end">
                  Access until {formatDate(exam.accessEndsAt)}
                </Badge>
              ) : (
                <Badge color="gray" variant="light" tt="none" data-testid="access-end">
                  Expired on {formatDate(exam.accessEndsAt)}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                Mock exam: {exam.mockQuestions} questions in {exam.mockTestTime} minutes
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            {exam.active ? (
              <Button component={Link} to="/user" size="sm">
                Start a test
              </Button>
            ) : (
              <RenewButton exam={exam} />
            )}
            <Button component={Link} to={quickViewPath(exam)} size="sm" variant="default">
              Details
            </Button>
            <Button
              component={Link}
              to={examNotesPath(exam.id)}
              size="sm"
              variant="default"
              aria-label={`My notes on ${exam.name}`}
            >
              My notes
            </Button>
            <Button
              component={Link}
              to={examProgressPath(exam.id)}
              size="sm"
              variant="default"
              aria-label={`Progress on ${exam.name}`}
            >
              Progress
            </Button>
          </Group>
        </Flex>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Your tests
          </Text>
          <ExamTests exam={exam} paused={paused} />
        </Stack>
      </Stack>
    </Card>
  );
}

/** /user/my-exams: exams with their access end, expired ones to renew, tests to resume. */
export function MyExamsPage() {
  usePageTitle('My Exams');
  const exams = useMyExams();
  // One list of paused tests for every exam, so an old paused test is still offered.
  const paused = useTests(
    { status: 'paused', perPage: 100 },
    { enabled: Boolean(exams.data?.length) },
  );
  const pausedOf = (examId: string) =>
    (paused.data?.tests ?? []).filter((test) => test.examId === examId);

  return (
    <>
      <PageHeading
        title="My Exams"
        description="Your exams and when your access ends. Resume a paused test or review a finished one."
      />
      {exams.isPending ? <PageLoader /> : null}
      {exams.isError ? (
        <LoadError
          title="Your exams could not be loaded"
          error={exams.error}
          onRetry={() => void exams.refetch()}
          maw={640}
        />
      ) : null}
      {exams.data?.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" maw={640}>
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconCertificate size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={600}>You have no exams yet.</Text>
            <Text size="sm" c="dimmed" ta="center">
              Buy access to an exam, or try one for free, from All Exams.
            </Text>
            <Button component={Link} to="/user/home">
              Browse exams
            </Button>
          </Stack>
        </Card>
      ) : null}
      {exams.data && exams.data.length > 0 ? (
        <Stack gap="md" maw={960}>
          {exams.data.map((exam) => (
            <MyExamCard key={exam.id} exam={exam} paused={pausedOf(exam.id)} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}

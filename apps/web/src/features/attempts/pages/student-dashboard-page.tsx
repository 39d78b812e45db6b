import { TEST_TYPE_LABELS } from '@prepward/shared/constants';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatTimer } from '@prepward/shared/format';
import { IconBooks, IconCards, IconClockHour4, IconGift } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { getUserData } from '../../../lib/storage';
import { useFlashcardDecks } from '../../../api/flashcard-decks';
import { useMyExams, useTests } from '../../../api/my-exams';
import { FreeTrialDialog } from '../../../components/free-trial-dialog';
import {
  preloadStartDialogs,
  startMockDialog,
  startPracticeDialog,
} from '../components/start-dialogs';
import { ReviewCard } from '../components/review-card';
import { ProgressSummary } from '../components/progress-summary';
import { StudyPlanToday } from '../components/study-plan-today';
import { examPagePath, examProgressPath } from '../../../lib/student-paths';
import type { TMyExam } from '@prepward/shared/schemas/commerce';

/** '12 flashcards due', linking to their review; nothing when none is due. */
function FlashcardsDue() {
  const decks = useFlashcardDecks();
  const due = decks.data?.totals.due ?? 0;
  if (due === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label="Flashcards">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="teal">
            <IconCards size={22} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={600}>
            {due} {due === 1 ? 'flashcard' : 'flashcards'} due
          </Text>
        </Group>
        <Button component={Link} to="/user/flashcards?review=1" variant="light" color="teal">
          Review now
        </Button>
      </Group>
    </Card>
  );
}

type StartCardProps = {
  title: string;
  description: string;
  icon: ReactNode;
  exams: readonly TMyExam[];
  detail?: (exam: TMyExam) => string;
  onStart: (exam: TMyExam) => void;
};

/** A dashboard card with a Start button for each exam the student owns. */
function StartCard({ title, description, icon, exams, detail, onStart }: StartCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          </div>
        </Group>
        <Stack gap="xs" mt="auto">
          {exams.map((exam) => (
            <Group key={exam.id} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {exam.name}
                </Text>
                {detail ? (
                  <Text size="xs" c="dimmed">
                    {detail(exam)}
                  </Text>
                ) : null}
              </div>
              <Button
                onClick={() => onStart(exam)}
                aria-label={`Start ${title}: ${exam.name}`}
                style={{ flexShrink: 0 }}
              >
                Start
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Tests still going (running or paused), to pick up where the student left off. */
function TestsInProgress() {
  const tests = useTests({ perPage: 20 });
  const open = (tests.data?.tests ?? []).filter((test) => test.status !== 'ended');
  if (open.length === 0) return null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      maw={960}
      component="section"
      aria-labelledby="in-progress-title"
    >
      <Title order={2} fz="lg" mb="sm" id="in-progress-title">
        Continue where you left off
      </Title>
      <Stack gap="sm">
        {open.map((test) => (
          <Group key={test.testId} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={1}>
                {test.examName}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {TEST_TYPE_LABELS[test.type]} · {test.answeredCount} of {test.questionCount}{' '}
                  answered
                  {test.remainingSeconds !== null
                    ? ` · ${formatTimer(test.remainingSeconds)} left`
                    : ''}
                </Text>
                {test.status === 'paused' ? (
                  <Badge size="xs" color="yellow" autoContrast variant="filled">
                    Paused
                  </Badge>
                ) : null}
              </Group>
            </div>
            <Button
              component={Link}
              to={examPagePath(test.examId, test)}
              variant="light"
              aria-label={`Resume ${TEST_TYPE_LABELS[test.type]}: ${test.examName}`}
              style={{ flexShrink: 0 }}
            >
              Resume
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** A link to the Progress page of each exam the student has, expired access included. */
function ProgressLinks({ exams }: { exams: readonly TMyExam[] }) {
  if (exams.length === 0) return null;
  return (
    <Group gap="xs" component="nav" aria-label="Your progress">
      <Text size="sm">See how your scores move week by week:</Text>
      {exams.map((exam) => (
        <Anchor key={exam.id} component={Link} to={examProgressPath(exam.id)} size="sm">
          Progress on {exam.name}
        </Anchor>
      ))}
    </Group>
  );
}

/** /user: the student's home after signing in. */
export function StudentDashboardPage() {
  usePageTitle('Dashboard');
  const [{ firstName, greeting }] = useState(() => {
    const user = getUserData()?.userData;
    // A new account is welcomed; 'Welcome back' is for those who signed in before.
    return {
      firstName: user?.firstName?.trim() ?? '',
      greeting: user?.firstSignIn === true ? 'Welcome' : 'Welcome back',
    };
  });
  const myExams = useMyExams();
  const [practiceExamId, setPracticeExamId] = useState<string | null>(null);
  const [mockExam, setMockExam] = useState<TMyExam | null>(null);
  // Each dialog mounts when first opened (its code loads then, if idle time has not brought
  // it already) and stays, so its closing transition plays.
  const [practiceUsed, setPracticeUsed] = useState(false);
  const [mockUsed, setMockUsed] = useState(false);
  useEffect(preloadStartDialogs, []);
  const [freeTrialOpened, setFreeTrialOpened] = useState(false);

  const heading = (
    <PageHeading
      title={firstName ? `${greeting}, ${firstName}` : greeting}
      description="Pick how you want to practise today."
    />
  );
  if (myExams.isPending) {
    return (
      <>
        {heading}
        <PageLoader />
      </>
    );
  }
  if (myExams.isError) {
    return (
      <>
        {heading}
        <Alert color="red" title="Could not load your exams" maw={640}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(myExams.error)}</Text>
            <Button size="xs" variant="white" onClick={() => void myExams.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  const active = myExams.data.filter((exam) => exam.active);
  const freeTrial = (
    <FreeTrialDialog
      opened={freeTrialOpened}
      onClose={() => setFreeTrialOpened(false)}
      ownedExamIds={active.map((exam) => exam.id)}
    />
  );

  if (active.length === 0) {
    const expired = myExams.data;
    return (
      <>
        {heading}
        <Stack gap="lg" maw={960}>
          <TestsInProgress />
          <ProgressLinks exams={expired} />
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={48} radius="md" variant="light">
                <IconGift size={26} aria-hidden="true" />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {expired.length > 0 ? 'Your access has ended' : 'You have no exams yet'}
              </Title>
              <Text c="dimmed" size="sm">
                {expired.length > 0
                  ? `Your access to ${expired.map((exam) => exam.name).join(', ')} has ended. Renew it from All Exams to start practice tests and mock exams again.`
                  : 'Buy an exam from All Exams to start practice tests by subject and timed mock exams, or try 20 questions of any exam for free.'}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/user/home">
                  Browse All Exams
                </Button>
                <Button variant="light" onClick={() => setFreeTrialOpened(true)}>
                  Try a free trial
                </Button>
              </Group>
            </Stack>
          </Card>
        </Stack>
        {freeTrial}
      </>
    );
  }

  return (
    <>
      {heading}
      <Stack gap="lg" maw={960}>
        <FlashcardsDue />
        <StudyPlanToday />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <StartCard
            title="Test by Subject"
            description="Choose the courses and subjects to focus on, the number of questions and the time."
            icon={<IconBooks size={26} aria-hidden="true" />}
            exams={active}
            onStart={(exam) => {
              setPracticeUsed(true);
              setPracticeExamId(exam.id);
            }}
          />
          <StartCard
            title="Mock Exam"
            description="A timed exam with the real number of questions, followed by your analytics by subject."
            icon={<IconClockHour4 size={26} aria-hidden="true" />}
            exams={active}
            detail={(exam) => `${exam.mockQuestions} questions · ${exam.mockTestTime} minutes`}
            onStart={(exam) => {
              setMockUsed(true);
              setMockExam(exam);
            }}
          />
        </SimpleGrid>
        <ProgressSummary />
        <ReviewCard />
        <TestsInProgress />
        <ProgressLinks exams={myExams.data} />
        <Text size="sm" c="dimmed">
          Curious about another exam?{' '}
          <Anchor component="button" type="button" onClick={() => setFreeTrialOpened(true)}>
            Try 20 of its questions for free
          </Anchor>
          .
        </Text>
      </Stack>
      {practiceUsed ? (
        <startPracticeDialog.Component
          key={practiceExamId ?? 'closed'}
          opened={practiceExamId !== null}
          onClose={() => setPracticeExamId(null)}
          exams={active}
          initialExamId={practiceExamId}
        />
      ) : null}
      {mockUsed ? (
        <startMockDialog.Component exam={mockExam} onClose={() => setMockExam(null)} />
      ) : null}
      {freeTrial}
    </>
  );
}

// The dashboard's Study plan card (decision 0109): per plan, the days to the exam and, on a
// study day, today's targets with progress and where to start; on another day, when the next
// study day is. Setting, changing and removing a plan happen in a dialog loaded on demand.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { TMyExam } from '@prepward/shared/schemas/commerce';
import type { TStudyPlan } from '@prepward/shared/schemas/study-plans';
import {
  CARDS_TARGET_HELP,
  QUESTIONS_TO_DO_HELP,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@prepward/shared/study-plans';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyExams } from '../../../api/my-exams';
import { errorMessage } from '../../../lib/api-client';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useStudyPlans } from '../api/list-study-plans';
import { startPracticeDialog } from './start-dialogs';

const dialog = lazyWithPreload(async () => (await import('./study-plan-dialog')).StudyPlanDialog);
const StudyPlanDialog = dialog.Component;

/** 'Exam in 12 days', 'Exam tomorrow', 'Exam today', 'Exam date passed'. */
export function examCountdown(daysToExam: number): string {
  if (daysToExam < 0) return 'Exam date passed';
  if (daysToExam === 0) return 'Exam today';
  if (daysToExam === 1) return 'Exam tomorrow';
  return `Exam in ${daysToExam} days`;
}

function TargetProgress({ label, done, target }: { label: string; done: number; target: number }) {
  const value = target === 0 ? 100 : Math.min(100, Math.round((done / target) * 100));
  const text = `${label}: ${done} of ${target}`;
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm">{text}</Text>
        {target > 0 && done >= target ? (
          <Badge size="sm" color="teal" variant="light">
            Done
          </Badge>
        ) : null}
      </Group>
      <Progress
        value={value}
        color="teal"
        size="md"
        aria-label={`${label} today: ${done} of ${target}`}
      />
    </div>
  );
}

function PlanDay({
  plan,
  onEdit,
  onPractice,
}: {
  plan: TStudyPlan;
  onEdit: () => void;
  onPractice: () => void;
}) {
  const { today } = plan;
  return (
    <Stack gap="sm" component="article" aria-label={`Study plan: ${plan.examName}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {plan.examName}
          </Text>
          <Text size="sm" c="dimmed">
            {examCountdown(today.daysToExam)}
          </Text>
        </div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={`Edit study plan: ${plan.examName}`}
        >
          Edit plan
        </Button>
      </Group>
      {today.studyDay ? (
        <>
          <TargetProgress
            label="Questions"
            done={today.questions.done}
            target={today.questions.target}
          />
          <TargetProgress label="Cards" done={today.cards.done} target={today.cards.target} />
          <Text size="xs" c="dimmed">
            {QUESTIONS_TO_DO_HELP} {CARDS_TARGET_HELP}
          </Text>
          <Group gap="sm">
            <Button onClick={onPractice}>Start practice</Button>
            <Button
              component={Link}
              to={`/user/flashcards?review=1&examId=${encodeURIComponent(plan.examId)}`}
              variant="light"
              color="teal"
            >
              Review cards
            </Button>
          </Group>
        </>
      ) : today.daysToExam <= 0 ? (
        <Text size="sm">
          {today.daysToExam === 0
            ? 'Good luck today!'
            : 'Set your next exam date, or remove this plan.'}
        </Text>
      ) : (
        <Text size="sm">
          {today.nextStudyDate
            ? `Rest day — next study day ${WEEKDAY_NAMES[weekdayOf(today.nextStudyDate)]}`
            : 'Rest day — no study days left before the exam'}
        </Text>
      )}
    </Stack>
  );
}

/** Which dialog is open: the plan dialog (for an exam, or a new plan), or practice. */
type Open = { kind: 'plan'; examId: string | null } | { kind: 'practice'; examId: string } | null;

export function StudyPlanToday() {
  const plans = useStudyPlans();
  const myExams = useMyExams();
  const [open, setOpen] = useState<Open>(null);
  // The practice dialog mounts (and its code loads) when first opened, then stays.
  const [practiceUsed, setPracticeUsed] = useState(false);
  const active: TMyExam[] = (myExams.data ?? []).filter((exam) => exam.active);
  const list = plans.data?.plans ?? [];
  const withoutPlan = active.filter((exam) => !list.some((plan) => plan.examId === exam.id));
  const editing =
    open?.kind === 'plan' && open.examId
      ? list.find((plan) => plan.examId === open.examId)
      : undefined;

  let body;
  if (plans.isPending) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        Loading your study plan…
      </Text>
    );
  } else if (plans.isError) {
    body = (
      <Alert color="red" title="Could not load your study plan">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(plans.error)}</Text>
          <Button size="xs" variant="white" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          Choose your exam date and the days you study: each study day you get a target of questions
          and flashcards, and a reminder by email if you want one.
        </Text>
        <Button
          onMouseEnter={() => void dialog.preload()}
          onFocus={() => void dialog.preload()}
          onClick={() => setOpen({ kind: 'plan', examId: null })}
        >
          Set up a study plan
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        {list.map((plan) => (
          <PlanDay
            key={plan.examId}
            plan={plan}
            onEdit={() => setOpen({ kind: 'plan', examId: plan.examId })}
            onPractice={() => {
              setPracticeUsed(true);
              setOpen({ kind: 'practice', examId: plan.examId });
            }}
          />
        ))}
        {withoutPlan.length > 0 ? (
          <Button
            variant="default"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setOpen({ kind: 'plan', examId: null })}
          >
            Plan another exam
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="study-plan-title"
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light">
          <IconCalendarEvent size={22} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} fz="lg" id="study-plan-title">
          Study plan
        </Title>
      </Group>
      {body}
      {open?.kind === 'plan' ? (
        <StudyPlanDialog
          plan={editing}
          exams={editing ? active : withoutPlan}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {practiceUsed ? (
        <startPracticeDialog.Component
          key={open?.kind === 'practice' ? open.examId : 'closed'}
          opened={open?.kind === 'practice'}
          onClose={() => setOpen(null)}
          exams={active}
          initialExamId={open?.kind === 'practice' ? open.examId : null}
        />
      ) : null}
    </Card>
  );
}

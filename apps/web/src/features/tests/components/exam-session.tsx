import { TEST_TYPE_LABELS } from '@prepward/shared/constants';
import {
  Alert,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@prepward/shared/messages';
import type {
  TAnswerResult,
  THeldAnswer,
  TTestDetail,
  TTestQuestion,
} from '@prepward/shared/schemas/tests';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconFlag,
  IconPlayerPlay,
  IconTag,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, failureMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { removePausedTime, setPausedTime, type PendingAnswer } from '../../../lib/storage';
import { changeTimer } from '../api/change-timer';
import { testQueryKey } from '../api/get-test';
import { TESTS_QUERY_KEY } from '../../../api/my-exams';
import { useToggleTag } from '../api/toggle-tag';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import { useExamShortcuts } from '../hooks/use-exam-shortcuts';
import { useNow } from '../hooks/use-now';
import { useStruckOptions } from '../hooks/use-struck-options';
import { useTimeOnQuestion } from '../hooks/use-time-on-question';
import {
  answerFrom,
  EMPTY_SELECTION,
  sameSelection,
  selectionOfHeld,
  selectionOfPending,
  type Selection,
} from '../lib/answers';
import { remainingSeconds, type ClockState } from '../lib/clock';
import { logFailure } from '../lib/log-failure';
import { analyticsPath } from '../../../lib/student-paths';
import classes from './exam.module.css';
import { ExamTimer } from './exam-timer';
import { QuestionNavigator, type QuestionState } from './question-navigator';
import { QuestionView } from '../../../components/question/question-view';
import { ReportQuestionDialog } from './report-question-dialog';
import { ShortcutsHelp } from './shortcuts-help';

type ExamSessionProps = {
  examId: string;
  detail: TTestDetail;
  /** Browser time when the detail arrived (to count down from the server's clock). */
  receivedAt: number;
};

/** Before ending, answers waiting to be sent get this long to reach the server. */
const FLUSH_BEFORE_END_MS = 4000;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function mapOf<T>(entries: readonly (readonly [string, T | null])[]): Map<string, T> {
  return new Map(entries.flatMap(([id, value]) => (value === null ? [] : [[id, value] as const])));
}

/** The test-taking screen once the test is loaded. */
export function ExamSession({ examId, detail, receivedAt }: ExamSessionProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { test, questions } = detail;
  const testId = test.testId;
  const isMock = test.type === 'mock';
  const isPractice = test.type === 'practice';
  const isFreeTrial = test.type === 'free-trial';

  const [clock, setClock] = useState<ClockState>({ timer: test.timer, receivedAt });
  const ended = clock.timer.status === 'ended';
  const paused = clock.timer.status === 'paused';
  const running = clock.timer.status === 'running';
  const now = useNow(clock.timer.timed && running);
  const remaining = remainingSeconds(clock, now);
  // Practice and free trial reveal each answer on submit; a mock only once it has ended.
  const revealed = !isMock || ended;

  const [heldAnswers, setHeldAnswers] = useState(() =>
    mapOf<THeldAnswer>(questions.map((question) => [question.id, question.answer])),
  );
  const [results, setResults] = useState(() =>
    mapOf<TAnswerResult>(questions.map((question) => [question.id, question.result])),
  );
  const [tagged, setTagged] = useState(
    () => new Set(questions.filter((question) => question.tagged).map((question) => question.id)),
  );
  const [announcement, setAnnouncement] = useState('');
  const [warning, setWarning] = useState(false);
  const [timerBusy, setTimerBusy] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endDialogOpened, endDialog] = useDisclosure(false);
  const [reportOpened, reportDialog] = useDisclosure(false);
  const toggleTag = useToggleTag(examId);
  const { struck, toggle: toggleStrike } = useStruckOptions(testId);

  const questionNumber = (questionId: string) =>
    (questions.findIndex((question) => question.id === questionId) ?? 0) + 1;

  const queue = useAnswerQueue(examId, testId, {
    onSaved: ({ saved }) => {
      setHeldAnswers((current) => {
        const next = new Map(current);
        for (const item of saved) next.set(item.questionId, item.answer);
        return next;
      });
      setResults((current) => {
        const next = new Map(current);
        for (const item of saved) if (item.result) next.set(item.questionId, item.result);
        return next;
      });
      const item = saved[0];
      if (!item) return;
      const number = questionNumber(item.questionId);
      if (item.result) {
        const rightLabels = questions
          .find((question) => question.id === item.questionId)
          ?.options.filter((option) => item.result!.correctOptionIds.includes(option.id))
          .map((option) => option.label)
          .join(', ');
        const rightText = item.result.correctAnswerText ?? rightLabels;
        setAnnouncement(
          item.result.isCorrect
            ? `Question ${number}: correct.`
            : `Question ${number}: incorrect. The correct answer is ${rightText}.`,
        );
      } else {
        setAnnouncement(`Answer to question ${number} saved.`);
      }
      // One toast for a run of answers, not one per answer.
      notifySuccess(MESSAGES.submissionSuccessful, { id: 'answer-saved', autoClose: 2000 });
    },
    onRefused: (answer, error) => {
      const message = failureMessage(error, MESSAGES.testSubmitError);
      setAnnouncement(`Question ${questionNumber(answer.questionId)}: ${message}`);
      notifyError(message);
    },
    onTestEnded: (error) => {
      notifyError(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: testQueryKey(testId) });
    },
  });
  const pendingFor = (questionId: string): PendingAnswer | undefined =>
    queue.pending.find((answer) => answer.questionId === questionId);

  const savedSelection = (question: TTestQuestion): Selection => {
    const pending = pendingFor(question.id);
    if (pending) return selectionOfPending(pending);
    const held = heldAnswers.get(question.id);
    return held ? selectionOfHeld(held) : EMPTY_SELECTION;
  };

  // Start at the first question without an answer (after a reload, where the student was).
  const [index, setIndex] = useState(() => {
    const first = questions.findIndex((question) => !question.answer);
    return first === -1 ? 0 : first;
  });
  const current = questions[index]!;
  const [selection, setSelection] = useState<Selection>(() => savedSelection(current));
  const secondsOn = useTimeOnQuestion(current.id, running);

  const currentPending = pendingFor(current.id);
  const currentHeld = heldAnswers.get(current.id);
  const submitted = Boolean(currentPending ?? currentHeld);
  // A practice answer is final once submitted; nothing changes while paused or after the end.
  const locked = ended || paused || (!isMock && submitted);
  const currentResult = revealed ? (results.get(current.id) ?? null) : null;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  /**
   * Next and Previous wrap around; the new question shows its own answer, or none. Moving by
   * shortcut or from the question panel puts the focus on the new question, so a screen
   * reader reads it and Enter submits it; the Previous and Next buttons keep the focus.
   */
  const goTo = (target: number, focusQuestion = false) => {
    const wrapped = (target + questions.length) % questions.length;
    focusHeading.current = focusQuestion;
    setIndex(wrapped);
    setSelection(savedSelection(questions[wrapped]!));
    setWarning(false);
  };
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [index]);

  const submit = () => {
    if (locked || ending) return;
    const answer = answerFrom(current, selection);
    if (!answer) {
      setWarning(true);
      setAnnouncement(MESSAGES.noAnswerSelected);
      return;
    }
    setWarning(false);
    if (
      isMock &&
      !currentPending &&
      currentHeld &&
      sameSelection(selection, selectionOfHeld(currentHeld))
    ) {
      setAnnouncement(`Answer to question ${current.number} is already saved.`);
      return;
    }
    queue.enqueue({ ...answer, timeSpentSeconds: secondsOn(current.id) });
  };

  const choose = (optionIndex: number) => {
    if (locked) return;
    const option = current.options[optionIndex];
    if (!option) return;
    setWarning(false);
    if (current.type === 'single_choice') setSelection({ optionIds: [option.id], text: '' });
    if (current.type === 'multiple_choice') {
      const has = selection.optionIds.includes(option.id);
      setSelection({
        optionIds: has
          ? selection.optionIds.filter((id) => id !== option.id)
          : [...selection.optionIds, option.id],
        text: '',
      });
    }
  };

  const strike = (optionIndex: number) => {
    const option = current.options[optionIndex];
    if (option && !locked) toggleStrike(current.id, option.id);
  };

  // ---- ending ----
  const finishing = useRef(false);
  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    setEnding(true);
    endDialog.close();
    // Give unsent answers a last chance, then end even if the server cannot be reached.
    await Promise.race([queue.flush(), wait(FLUSH_BEFORE_END_MS)]);
    try {
      await changeTimer(examId, testId, 'end');
    } catch (error) {
      logFailure('Ending the exam', error);
    }
    removePausedTime(examId);
    queryClient.removeQueries({ queryKey: testQueryKey(testId) });
    void queryClient.invalidateQueries({ queryKey: TESTS_QUERY_KEY });
    void navigate(isMock ? analyticsPath(examId, testId) : '/user/my-exams');
  }, [endDialog, examId, isMock, navigate, queryClient, queue, testId]);

  // At zero the exam ends by itself.
  const timeUp = clock.timer.timed && running && remaining === 0;
  useEffect(() => {
    if (timeUp) void finish();
  }, [timeUp, finish]);

  // ---- pause and play (practice) ----
  const pause = async () => {
    if (remaining === null || timerBusy) return;
    setPausedTime(examId, remaining);
    setTimerBusy(true);
    setClock({
      timer: { ...clock.timer, status: 'paused', endTime: null, remainingSeconds: remaining },
      receivedAt: Date.now(),
    });
    try {
      const reply = await changeTimer(examId, testId, 'pause');
      setClock({ timer: reply.timer, receivedAt: Date.now() });
      notifyInfo(reply.message);
    } catch (error) {
      logFailure('Pausing the exam', error);
    } finally {
      setTimerBusy(false);
    }
  };

  const resume = async () => {
    if (timerBusy) return;
    removePausedTime(examId);
    setTimerBusy(true);
    try {
      const reply = await changeTimer(examId, testId, 'resume');
      setClock({ timer: reply.timer, receivedAt: Date.now() });
      notifyInfo(reply.message);
    } catch (error) {
      logFailure('Resuming the exam', error);
      // Go on counting from what was left; the server stays the judge of the end.
      const left = clock.timer.remainingSeconds ?? 0;
      const startedAt = Date.now();
      setClock({
        timer: {
          ...clock.timer,
          status: 'running',
          endTime: new Date(startedAt + left * 1000).toISOString(),
          serverNow: new Date(startedAt).toISOString(),
          remainingSeconds: left,
        },
        receivedAt: startedAt,
      });
    } finally {
      setTimerBusy(false);
    }
  };

  const tag = () => {
    if (toggleTag.isPending) return;
    toggleTag.mutate(current.id, {
      onSuccess: ({ tagged: nowTagged, message }) => {
        setTagged((set) => {
          const next = new Set(set);
          if (nowTagged) next.add(current.id);
          else next.delete(current.id);
          return next;
        });
        notifyInfo(message);
      },
      onError: (error) => notifyError(failureMessage(error, MESSAGES.actionFailed)),
    });
  };

  useExamShortcuts(
    {
      choose,
      strike,
      submit,
      previous: () => goTo(index - 1, true),
      next: () => goTo(index + 1, true),
    },
    !ending,
  );

  const states: QuestionState[] = questions.map((question) => {
    if (pendingFor(question.id)) return 'pending';
    const result = revealed ? results.get(question.id) : undefined;
    if (heldAnswers.has(question.id) && result) return result.isCorrect ? 'correct' : 'incorrect';
    return heldAnswers.has(question.id) ? 'answered' : 'unanswered';
  });
  const answeredCount = states.filter((state) => state !== 'unanswered').length;
  const unsavedCount = queue.pending.length;
  const changedSinceSaved =
    isMock && !ended && currentHeld && !currentPending
      ? !sameSelection(selection, selectionOfHeld(currentHeld))
      : false;
  const isTagged = tagged.has(current.id);

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {test.examName}
          </Title>
          <Text c="dimmed" size="sm">
            {TEST_TYPE_LABELS[test.type]} · {answeredCount} of {questions.length} answered
          </Text>
        </div>
        <Group gap="xs">
          {clock.timer.timed && !isFreeTrial && !ended && remaining !== null ? (
            <ExamTimer
              remainingSeconds={remaining}
              paused={paused}
              canPause={isPractice}
              busy={timerBusy}
              onPause={() => void pause()}
              onResume={() => void resume()}
            />
          ) : null}
          <ShortcutsHelp />
          {ended ? null : (
            <Button color="red" variant="light" onClick={endDialog.open} loading={ending}>
              End Exam
            </Button>
          )}
        </Group>
      </Group>

      {unsavedCount > 0 && queue.retrying ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={`${unsavedCount} ${unsavedCount === 1 ? 'answer' : 'answers'} not saved yet`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              We could not reach the server. Your answers are kept on this device and sent again
              automatically.
            </Text>
            <Button size="xs" variant="white" onClick={() => void queue.flush()}>
              Retry now
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {ended ? (
        <Alert color="blue" title="This test has ended">
          <Group gap="sm" mt={4}>
            <Button component={Link} to={analyticsPath(examId, testId)} size="xs">
              View results
            </Button>
            <Button component={Link} to="/user/my-exams" size="xs" variant="default">
              Back to My Exams
            </Button>
          </Group>
        </Alert>
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            {paused ? (
              <Stack align="center" justify="center" gap="sm" className={classes.pausedCover}>
                <Title order={2} fz="lg">
                  Exam paused
                </Title>
                <Text c="dimmed" ta="center">
                  The clock is stopped. The questions come back when you resume.
                </Text>
                <Button
                  leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
                  onClick={() => void resume()}
                  loading={timerBusy}
                >
                  Resume
                </Button>
              </Stack>
            ) : (
              <QuestionView
                question={current}
                total={questions.length}
                selection={selection}
                onSelectionChange={(next) => {
                  setSelection(next);
                  setWarning(false);
                }}
                locked={locked}
                result={currentResult}
                struck={struck[current.id] ?? []}
                onToggleStrike={(optionId) => toggleStrike(current.id, optionId)}
                onSubmitText={submit}
                headingRef={headingRef}
              />
            )}

            <Stack gap="sm" mt="lg">
              {warning ? (
                <Alert color="yellow" role="alert" py="xs">
                  {MESSAGES.noAnswerSelected}
                </Alert>
              ) : null}
              {currentPending ? (
                <Text size="sm" c="yellow.9" role="note">
                  {queue.retrying ? 'Not saved yet — retrying.' : 'Saving…'}
                </Text>
              ) : currentHeld && isMock && !ended ? (
                <Text size="sm" c={changedSinceSaved ? 'yellow.9' : 'dimmed'}>
                  {changedSinceSaved
                    ? 'You changed your answer: submit to save the change.'
                    : 'Answer saved. You can change it until the end.'}
                </Text>
              ) : null}
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
                  onClick={() => goTo(index - 1)}
                >
                  Previous
                </Button>
                <Button onClick={submit} disabled={locked || paused}>
                  Submit
                </Button>
                <Button
                  variant="default"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                  onClick={() => goTo(index + 1)}
                >
                  Next
                </Button>
              </Group>
              <Group gap="xs">
                <Button
                  variant={isTagged ? 'light' : 'subtle'}
                  size="xs"
                  leftSection={<IconTag size={16} aria-hidden="true" />}
                  aria-pressed={isTagged}
                  onClick={tag}
                  loading={toggleTag.isPending}
                >
                  {isTagged ? 'Tagged' : 'Tag'}
                </Button>
                {isFreeTrial ? null : (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="xs"
                    leftSection={<IconFlag size={16} aria-hidden="true" />}
                    onClick={reportDialog.open}
                  >
                    Report
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <QuestionNavigator
              states={states}
              current={index}
              onSelect={(target) => goTo(target, true)}
              showCorrectness={revealed}
            />
          </Paper>
        </Grid.Col>
      </Grid>

      {isFreeTrial ? null : (
        <ReportQuestionDialog
          examId={examId}
          questionId={current.id}
          questionNumber={current.number}
          opened={reportOpened}
          onClose={reportDialog.close}
        />
      )}

      <Modal opened={endDialogOpened} onClose={endDialog.close} title="End the exam?" centered>
        <Stack gap="md">
          <Text>
            You answered {answeredCount} of {questions.length} questions.
            {unsavedCount > 0
              ? ` ${unsavedCount} not saved yet: we will try to send them first.`
              : ''}{' '}
            {isMock
              ? 'Answers cannot be changed after the end; your results come next.'
              : 'You can review your answers from My Exams.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={endDialog.close}>
              Keep going
            </Button>
            <Button color="red" onClick={() => void finish()} loading={ending}>
              End Exam
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

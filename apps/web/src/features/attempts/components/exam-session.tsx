import { Grid, Group, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TEST_TYPE_LABELS } from '@prepward/shared/constants';
import { hasParts } from '@prepward/shared/item-types';
import { MOCK_ANSWER_MESSAGES } from '@prepward/shared/app-messages';
import { MESSAGES } from '@prepward/shared/messages';
import { attemptOperations } from '@prepward/shared/operations/attempts';
import type { THeldAnswer, TTestDetail, TTestQuestion } from '@prepward/shared/schemas/attempts';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { useNavigate } from 'react-router';
import { QuestionView } from '../../../components/question/question-view';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { invalidate, keyOf } from '../../../lib/operations';
import { removePausedTime } from '../../../lib/storage';
import { analyticsPath } from '../../../lib/student-paths';
import { changeTimer } from '../api/change-timer';
import { useToggleTag } from '../api/toggle-tag';
import { useExamAnswers } from '../hooks/use-exam-answers';
import { useExamClock } from '../hooks/use-exam-clock';
import { useExamShortcuts } from '../hooks/use-exam-shortcuts';
import { useStemHighlights } from '../hooks/use-question-study';
import { useStruckOptions } from '../hooks/use-struck-options';
import { useTimeOnQuestion } from '../hooks/use-time-on-question';
import {
  answerFrom,
  sameSelection,
  selectionOfHeld,
  selectionOfPending,
  type Selection,
} from '../lib/answers';
import { lazyWithPreload, preloadOnFirstInput } from '../../../lib/lazy-with-preload';
import { logFailure } from '../lib/log-failure';
import { revealBelow } from '../lib/reveal-below';
import { EndExamDialog } from './end-exam-dialog';
import { ExamHeader } from './exam-header';
import { PausedCover, TestEndedAlert, UnsavedAnswersAlert } from './exam-notices';
import { ExamTimer } from './exam-timer';
import { MakeFlashcardButton } from '../../../components/make-flashcard-button-lazy';
import { ExamTools } from './exam-tools';
import { QuestionActions } from './question-actions';
import { QuestionNavigator, type QuestionState } from './question-navigator';

// The report form (its schema and Mantine's form) loads apart from the page's first screen:
// at the student's first tap or key press on the test (an idle moment could come before the
// question is drawn, and share the network with it), or at the first Report.
const reportQuestionDialog = lazyWithPreload(
  async () => (await import('./report-question-dialog')).ReportQuestionDialog,
);

type ExamSessionProps = {
  examId: string;
  detail: TTestDetail;
  /** Browser time when the detail arrived (to count down from the server's clock). */
  receivedAt: number;
};

/** Before ending, answers waiting to be sent get this long to reach the server. */
const FLUSH_BEFORE_END_MS = 4000;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** What a mock says of the answer on screen once nothing is on its way to the server. */
function mockSaveStatus(
  question: TTestQuestion,
  selection: Selection,
  held: THeldAnswer | undefined,
): { text: string; attention: boolean } | null {
  const unchanged = held
    ? sameSelection(selection, selectionOfHeld(held), question.type)
    : !answerFrom(question, selection);
  if (held && unchanged) return { text: MOCK_ANSWER_MESSAGES.saved, attention: false };
  if (question.type === 'fill_in_the_blanks') {
    return unchanged ? null : { text: MOCK_ANSWER_MESSAGES.typedNotSaved, attention: true };
  }
  return held ? { text: MOCK_ANSWER_MESSAGES.noOptionKept, attention: true } : null;
}

type HighlightedQuestionProps = Omit<
  ComponentProps<typeof QuestionView>,
  'highlights' | 'onRemoveHighlight'
> & { examId: string; testId: string };

/**
 * The question on screen with the student's highlights, read here: the arrival of the notes
 * and highlights renders the question alone, not the whole exam screen.
 */
function HighlightedQuestion({ examId, testId, ...props }: HighlightedQuestionProps) {
  const stemHighlights = useStemHighlights(examId, testId, props.question.id);
  return <QuestionView {...props} {...stemHighlights} />;
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

  const clock = useExamClock(examId, testId, { timer: test.timer, receivedAt });
  const { ended, paused, running } = clock;
  // Practice and free trial reveal each answer on submit; a mock only once it has ended.
  const revealed = !isMock || ended;

  const [tagged, setTagged] = useState(
    () => new Set(questions.filter((question) => question.tagged).map((question) => question.id)),
  );
  const [warning, setWarning] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endDialogOpened, endDialog] = useDisclosure(false);
  const [reportOpened, reportDialog] = useDisclosure(false);
  // Both dialogs are mounted when first opened (see useOpenedOnce).
  const endDialogMount = useOpenedOnce(endDialogOpened);
  const reportDialogMount = useOpenedOnce(reportOpened);
  useEffect(
    () => (isFreeTrial ? undefined : preloadOnFirstInput(reportQuestionDialog.preload)),
    [isFreeTrial],
  );
  const toggleTag = useToggleTag(examId);
  const { struck, toggle: toggleStrike } = useStruckOptions(testId);

  // 'Submission successful' answers a press of Submit; a mock's picks are kept quietly.
  const submittedByButton = useRef(new Set<string>());
  const answers = useExamAnswers(examId, testId, questions, {
    toastOnSave: (questionId) => submittedByButton.current.delete(questionId),
  });
  const {
    held: heldAnswers,
    results,
    queue,
    pendingFor,
    savedSelection,
    setAnnouncement,
  } = answers;

  // The navigator comes in a second pass, after the question has shown: below the question
  // on a phone, beside it on a wider screen, it moves nothing, and the first screen's longest
  // task is shorter by a quarter (its twenty-odd buttons). That is only when the test was
  // cached as the page mounted (a student back on the page); when its questions arrive after,
  // as on a page load or a test just started, the screen mounts in TakeTestPage's deferred
  // render, where React returns true at once (bench/README.md: "a machine whose Chromium lays
  // out slowly").
  const navigatorShown = useDeferredValue(true, false);
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
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusHeading = useRef(false);
  /**
   * Next and Previous wrap around; the new question shows its own answer, or none. Moving by
   * shortcut or from the question panel puts the focus on the new question, so a screen
   * reader reads it and Enter submits it; the Previous and Next buttons keep the focus.
   */
  const goTo = (target: number, focusQuestion = false) => {
    keep(current, selection);
    const wrapped = (target + questions.length) % questions.length;
    focusHeading.current = focusQuestion;
    setIndex(wrapped);
    setSelection(savedSelection(questions[wrapped]!));
    setWarning(false);
  };
  const headerRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    // A new question starts at its stem: on a phone, Next sits far below it.
    revealBelow(headingRef.current, headerRef.current);
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  /**
   * In a mock, a selection is the answer the moment it is made, as on the real exam: it is
   * saved (or queued while offline) without Submit. A typed answer is kept on Enter and when
   * the student moves on or the exam ends. Practice keeps its Submit: submitting reveals.
   */
  const keep = (question: TTestQuestion, next: Selection) => {
    if (!isMock || ended || paused || ending) return;
    const answer = answerFrom(question, next);
    if (!answer) return;
    const pending = pendingFor(question.id);
    const held = heldAnswers.get(question.id);
    const saved = pending ? selectionOfPending(pending) : held ? selectionOfHeld(held) : null;
    if (saved && sameSelection(next, saved, question.type)) return;
    queue.enqueue({ ...answer, timeSpentSeconds: secondsOn(question.id) });
  };
  const select = (next: Selection) => {
    setSelection(next);
    setWarning(false);
    if (current.type !== 'fill_in_the_blanks') keep(current, next);
  };
  // Ending (by the button or the clock) keeps what is on screen first.
  const keepOnScreen = useRef(() => {});
  useLayoutEffect(() => {
    keepOnScreen.current = () => keep(current, selection);
  });

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
      sameSelection(selection, selectionOfHeld(currentHeld), current.type)
    ) {
      setAnnouncement(`Answer to question ${current.number} is already saved.`);
      return;
    }
    submittedByButton.current.add(current.id);
    queue.enqueue({ ...answer, timeSpentSeconds: secondsOn(current.id) });
    // In practice the answer locks the options and Submit: the focus would fall to the page's
    // start, so it moves on to Next.
    if (!isMock) nextRef.current?.focus();
  };

  const choose = (optionIndex: number) => {
    if (locked) return;
    const option = current.options[optionIndex];
    if (!option) return;
    if (current.type === 'single_choice') select({ optionIds: [option.id], text: '' });
    if (current.type === 'multiple_choice') {
      const has = selection.optionIds.includes(option.id);
      select({
        optionIds: has
          ? selection.optionIds.filter((id) => id !== option.id)
          : [...selection.optionIds, option.id],
        text: '',
      });
    }
  };

  const strike = (optionIndex: number) => {
    // The parts' options (matrix cells, cloze choices) have no strike-out, nor letters to name them.
    if (hasParts(current.type)) return;
    const option = current.options[optionIndex];
    if (option && !locked) toggleStrike(current.id, option.id);
  };

  // ---- ending ----
  const finishing = useRef(false);
  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    keepOnScreen.current();
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
    queryClient.removeQueries({
      queryKey: keyOf(attemptOperations.getTest, { params: { examId, testId } }),
    });
    void invalidate(queryClient, attemptOperations.listTests);
    void navigate(isMock ? analyticsPath(examId, testId) : '/user/my-exams');
  }, [endDialog, examId, isMock, navigate, queryClient, queue, testId]);

  // At zero the exam ends by itself, and says why the page changes.
  const { timeUp } = clock;
  useEffect(() => {
    if (!timeUp || finishing.current) return;
    notifyInfo(MESSAGES.timeIsUp);
    setAnnouncement(MESSAGES.timeIsUp);
    void finish();
  }, [timeUp, finish, setAnnouncement]);

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
        // The button says it too: a short toast, out of the way of the next tap.
        notifyInfo(message, { id: 'question-tag', autoClose: 2000 });
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
  const isTagged = tagged.has(current.id);

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite">
        {answers.announcement}
      </VisuallyHidden>

      <ExamHeader
        ref={headerRef}
        examName={test.examName}
        progress={`${TEST_TYPE_LABELS[test.type]} · ${answeredCount} of ${questions.length} answered`}
        timer={
          clock.timed && !isFreeTrial && !ended ? (
            <ExamTimer
              clock={clock.state}
              paused={paused}
              canPause={isPractice}
              busy={clock.busy}
              onPause={() => void clock.pause()}
              onResume={() => void clock.resume()}
            />
          ) : null
        }
        ended={ended}
        ending={ending}
        onEnd={endDialog.open}
      />

      {unsavedCount > 0 && queue.retrying ? (
        <UnsavedAnswersAlert count={unsavedCount} onRetry={() => void queue.flush()} />
      ) : null}

      {ended ? <TestEndedAlert examId={examId} testId={testId} /> : null}

      <ExamTools examId={examId} testId={testId} questionId={current.id} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            {paused ? (
              <PausedCover busy={clock.busy} onResume={() => void clock.resume()} />
            ) : (
              <HighlightedQuestion
                examId={examId}
                testId={testId}
                question={current}
                total={questions.length}
                selection={selection}
                onSelectionChange={select}
                locked={locked}
                result={currentResult}
                struck={struck[current.id] ?? []}
                onToggleStrike={(optionId) => toggleStrike(current.id, optionId)}
                onSubmitText={submit}
                headingRef={headingRef}
              />
            )}
            <QuestionActions
              warning={warning}
              saveStatus={
                currentPending
                  ? {
                      text: queue.retrying ? 'Not saved yet — retrying.' : 'Saving…',
                      attention: true,
                    }
                  : isMock && !ended
                    ? mockSaveStatus(current, selection, currentHeld)
                    : null
              }
              submitDisabled={locked || paused}
              onPrevious={() => goTo(index - 1)}
              onSubmit={submit}
              onNext={() => goTo(index + 1)}
              nextRef={nextRef}
              tagged={isTagged}
              tagging={toggleTag.isPending}
              onTag={tag}
              onReport={isFreeTrial ? undefined : reportDialog.open}
            />
            {currentResult && !isFreeTrial ? (
              <Group mt="sm">
                <MakeFlashcardButton key={current.id} questionId={current.id} />
              </Group>
            ) : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            {navigatorShown ? (
              <QuestionNavigator
                states={states}
                tagged={questions.map((question) => tagged.has(question.id))}
                current={index}
                onSelect={(target) => goTo(target, true)}
                showCorrectness={revealed}
              />
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>

      {isFreeTrial || !reportDialogMount.mounted ? null : (
        <reportQuestionDialog.Component
          examId={examId}
          questionId={current.id}
          questionNumber={current.number}
          opened={reportDialogMount.opened}
          onClose={reportDialog.close}
        />
      )}

      {endDialogMount.mounted ? (
        <EndExamDialog
          opened={endDialogMount.opened}
          onClose={endDialog.close}
          onEnd={() => void finish()}
          ending={ending}
          onGoTo={(target) => {
            endDialog.close();
            goTo(target, true);
          }}
          questionCount={questions.length}
          unanswered={states.flatMap((state, at) => (state === 'unanswered' ? [at] : []))}
          tagged={questions.flatMap((question, at) => (tagged.has(question.id) ? [at] : []))}
          unsavedCount={unsavedCount}
          isMock={isMock}
          isFreeTrial={isFreeTrial}
        />
      ) : null}
    </Stack>
  );
}

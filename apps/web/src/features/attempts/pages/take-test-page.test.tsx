import { MESSAGES } from '@prepward/shared/messages';
import type { TTestDetail } from '@prepward/shared/schemas/attempts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fail, ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import {
  EXAM_ID,
  examPath,
  FILL,
  MULTIPLE,
  runningTimer,
  SINGLE,
  SINGLE_RESULT,
  TEST_ID,
  TEST_ROUTE,
  testDetail,
  UNTIMED,
} from '../testing/exam-fixtures';

type Body = { testId: string; answers: Record<string, unknown>[] };

/** The reply to a submitted answer; practice reveals SINGLE_RESULT for the single-choice question. */
function savedReply(request: StubbedRequest, reveal: boolean) {
  const { answers } = request.body as Body;
  return ok({
    message: MESSAGES.submissionSuccessful,
    saved: answers.map((answer) => ({
      questionId: answer.questionId,
      answer: {
        selectedOptionIds: answer.option ? [answer.option] : (answer.options ?? []),
        answerText: answer.answerText ?? null,
        timeSpentSeconds: 0,
        answeredAt: new Date().toISOString(),
      },
      result:
        reveal && answer.questionId === SINGLE.id
          ? { ...SINGLE_RESULT, isCorrect: answer.option === SINGLE.options[0]!.id }
          : null,
    })),
    answeredCount: answers.length,
  });
}

async function openExam(detail: TTestDetail, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${TEST_ROUTE}`]: ok({ ...detail }),
    [`POST ${TEST_ROUTE}`]: (request) => savedReply(request, detail.test.type !== 'mock'),
    ...extra,
  });
  signInAs('user');
  const view = renderRoute(examPath(detail));
  await screen.findByRole('heading', { name: /Question \d of 3/ });
  return { ...view, api };
}

const heading = () => screen.getByRole('heading', { name: /Question \d of 3/ });
const click = (user: ReturnType<typeof renderRoute>['user'], name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));

describe('exam page', { timeout: 20_000 }, () => {
  it('wraps around with Previous and Next, and Next resets the selection', async () => {
    const { user } = await openExam(testDetail());
    expect(heading()).toHaveTextContent('Question 1 of 3');

    await click(user, 'Previous');
    expect(heading()).toHaveTextContent('Question 3 of 3');
    await click(user, 'Next');
    expect(heading()).toHaveTextContent('Question 1 of 3');

    // A choice not submitted does not follow the student to the next question, nor back.
    await user.click(screen.getByRole('radio', { name: /Flumazenil/ }));
    expect(screen.getByRole('radio', { name: /Flumazenil/ })).toBeChecked();
    await click(user, 'Next');
    expect(heading()).toHaveTextContent('Question 2 of 3');
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(
      true,
    );
    await click(user, 'Previous');
    expect(screen.getByRole('radio', { name: /Flumazenil/ })).not.toBeChecked();
  });

  it('warns when nothing is selected and sends nothing', async () => {
    const { user, api } = await openExam(testDetail());
    await click(user, 'Submit');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid answer selected.');
    await click(user, 'Next');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No valid answer selected.');
    // An empty fill-in answer is no answer either.
    await click(user, 'Next');
    await user.type(screen.getByLabelText('Your answer'), '   ');
    await click(user, 'Submit');
    expect(screen.getByRole('alert')).toHaveTextContent('No valid answer selected.');
    expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(0);
  });

  it('submits a practice answer, then shows percentages, the explanation, and locks it', async () => {
    const { user, api } = await openExam(testDetail());
    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    await click(user, 'Submit');

    expect(await screen.findByText('66.67% of students chose this')).toBeInTheDocument();
    expect(screen.getByText('33.33% of students chose this')).toBeInTheDocument();
    expect(screen.getAllByText('0.00% of students chose this')).toHaveLength(2);
    expect(screen.getByText('Naloxone is an opioid antagonist.')).toBeInTheDocument();
    expect(screen.getByText('Correct', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.submissionSuccessful)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Question 1: correct.');
    expect(
      screen.getByRole('button', { name: 'Question 1, correct, current' }),
    ).toBeInTheDocument();

    const [request] = api.calls(`POST ${TEST_ROUTE}`);
    expect(request!.body).toMatchObject({
      testId: TEST_ID,
      answers: [
        {
          questionId: SINGLE.id,
          option: SINGLE.options[0]!.id,
          timeSpentSeconds: expect.any(Number),
        },
      ],
    });

    // Next resets the submitted flag: the next question can be answered.
    await click(user, 'Next');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Sweating/ }));
    await user.click(screen.getByRole('checkbox', { name: /Tremor/ }));
    await click(user, 'Submit');
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(2));
    expect(api.calls(`POST ${TEST_ROUTE}`)[1]!.body).toMatchObject({
      answers: [
        { questionId: MULTIPLE.id, options: [MULTIPLE.options[0]!.id, MULTIPLE.options[1]!.id] },
      ],
    });
  });

  it('rebuilds from the server: held answers and revealed results come back on reload', async () => {
    const detail = testDetail({
      questions: [
        {
          ...SINGLE,
          answer: {
            selectedOptionIds: [SINGLE.options[1]!.id],
            answerText: null,
            timeSpentSeconds: 12,
            answeredAt: new Date().toISOString(),
          },
          result: { ...SINGLE_RESULT, isCorrect: false },
        },
        MULTIPLE,
        FILL,
      ],
    });
    const { user } = await openExam(detail);
    // The first unanswered question opens; question 1 shows as answered wrongly.
    expect(heading()).toHaveTextContent('Question 2 of 3');
    expect(screen.getByRole('button', { name: 'Question 1, incorrect' })).toBeInTheDocument();

    // Its options are framed: the right one green, the one chosen red, the rest plain.
    await click(user, 'Question 1, incorrect');
    const frameOf = (name: RegExp) =>
      screen.getByRole('radio', { name }).closest('[data-outcome], [data-selected]');
    expect(frameOf(/Naloxone/)).toHaveAttribute('data-outcome', 'correct');
    expect(frameOf(/Flumazenil/)).toHaveAttribute('data-outcome', 'wrong');
    expect(screen.getByRole('radio', { name: /Atropine/ }).closest('[data-outcome]')).toBeNull();
  });

  it('coming back to the page reads the test from the server again', async () => {
    let detail = testDetail();
    stubApi({ [`GET ${TEST_ROUTE}`]: () => ok({ ...detail }) });
    signInAs('user');
    const first = renderRoute(examPath(detail));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    first.unmount();
    // Leaving the page drops its copy of the test (on the next tick).
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Meanwhile the first question was answered (another tab, another device).
    detail = testDetail({
      questions: [
        {
          ...SINGLE,
          answer: {
            selectedOptionIds: [SINGLE.options[0]!.id],
            answerText: null,
            timeSpentSeconds: 3,
            answeredAt: new Date().toISOString(),
          },
          result: SINGLE_RESULT,
        },
        MULTIPLE,
        FILL,
      ],
    });
    renderRoute(examPath(detail));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, correct' })).toBeInTheDocument();
  });

  it('a mock shows no percentages or explanation and lets the answer change until the end', async () => {
    const { user, api } = await openExam(testDetail({ type: 'mock' }));
    expect(screen.queryByRole('button', { name: /Pause exam/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Flumazenil/ }));
    await click(user, 'Submit');
    expect(
      await screen.findByText('Answer saved. You can change it until the end.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/of students chose this/)).not.toBeInTheDocument();
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 1, answered, current' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    expect(
      screen.getByText('You changed your answer: submit to save the change.'),
    ).toBeInTheDocument();
    await click(user, 'Submit');
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(2));
    expect(api.calls(`POST ${TEST_ROUTE}`)[1]!.body).toMatchObject({
      answers: [{ questionId: SINGLE.id, option: SINGLE.options[0]!.id }],
    });
    expect(screen.queryByText(/of students chose this/)).not.toBeInTheDocument();
  });

  it('keeps an answer that failed to send, shows it as not saved yet, and sends it again', async () => {
    let reachable = false;
    const { user, api } = await openExam(testDetail(), {
      [`POST ${TEST_ROUTE}`]: (request) => {
        if (!reachable) throw new Error('offline');
        return savedReply(request, true);
      },
    });
    await user.click(screen.getByRole('radio', { name: /Naloxone/ }));
    await click(user, 'Submit');

    expect(await screen.findByText('Not saved yet — retrying.')).toBeInTheDocument();
    expect(screen.getByText('1 answer not saved yet')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 1, answer not saved yet, current' }),
    ).toBeInTheDocument();
    const stored = JSON.parse(
      window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)!,
    ) as unknown[];
    expect(stored).toMatchObject([{ questionId: SINGLE.id, option: SINGLE.options[0]!.id }]);
    // The answer stays as chosen (a practice answer is final, so it is locked).
    expect(screen.getByRole('radio', { name: /Naloxone/ })).toBeChecked();

    reachable = true;
    await click(user, 'Retry now');
    expect(await screen.findByText('66.67% of students chose this')).toBeInTheDocument();
    expect(screen.queryByText('Not saved yet — retrying.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)).toBeNull();
    expect(api.calls(`POST ${TEST_ROUTE}`).length).toBeGreaterThanOrEqual(2);
  });

  it('sends answers left from an earlier visit as soon as the page opens', async () => {
    window.localStorage.setItem(
      `pendingAnswers:${TEST_ID}`,
      JSON.stringify([{ questionId: FILL.id, answerText: '100', timeSpentSeconds: 9 }]),
    );
    const { api } = await openExam(testDetail());
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(1));
    expect(api.calls(`POST ${TEST_ROUTE}`)[0]!.body).toEqual({
      testId: TEST_ID,
      answers: [{ questionId: FILL.id, answerText: '100', timeSpentSeconds: 9 }],
    });
    await waitFor(() =>
      expect(window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)).toBeNull(),
    );
  });

  it('drops an answer the server refuses and says why', async () => {
    const { user } = await openExam(testDetail(), {
      [`POST ${TEST_ROUTE}`]: fail(
        409,
        'This question was already submitted. In a practice test an answer is final.',
        'Conflict',
      ),
    });
    await user.click(screen.getByRole('radio', { name: /Atropine/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'This question was already submitted. In a practice test an answer is final.',
        {
          selector: '.mantine-Notification-description',
        },
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(`pendingAnswers:${TEST_ID}`)).toBeNull();
  });

  describe('keyboard', () => {
    it('A-D and 1-4 choose, Enter submits, arrows move, Shift with a letter strikes out', async () => {
      const { user, api } = await openExam(testDetail());
      await user.keyboard('b');
      expect(screen.getByRole('radio', { name: /Flumazenil/ })).toBeChecked();
      await user.keyboard('1');
      expect(screen.getByRole('radio', { name: /Naloxone/ })).toBeChecked();
      await user.keyboard('{Shift>}C{/Shift}');
      expect(screen.getByRole('button', { name: 'Restore option c' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(window.localStorage.getItem(`struckOptions:${TEST_ID}`)).toContain(
        SINGLE.options[2]!.id,
      );

      await user.keyboard('{Enter}');
      await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(1));
      expect(await screen.findByText('66.67% of students chose this')).toBeInTheDocument();

      await user.keyboard('{ArrowRight}');
      expect(heading()).toHaveTextContent('Question 2 of 3');
      await user.keyboard('ad');
      expect(screen.getByRole('checkbox', { name: /Sweating/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Polyuria/ })).toBeChecked();
      await user.keyboard('d');
      expect(screen.getByRole('checkbox', { name: /Polyuria/ })).not.toBeChecked();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(heading()).toHaveTextContent('Question 3 of 3');

      // Typing in the answer field types; Enter there submits.
      await user.click(screen.getByLabelText('Your answer'));
      await user.keyboard('100{Enter}');
      await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(2));
      expect(api.calls(`POST ${TEST_ROUTE}`)[1]!.body).toMatchObject({
        answers: [{ questionId: FILL.id, answerText: '100' }],
      });
    });

    it('lists the shortcuts in a help popover', async () => {
      const { user } = await openExam(testDetail());
      await click(user, 'Keyboard shortcuts');
      const help = await screen.findByRole('dialog');
      expect(within(help).getByText('Submit the answer')).toBeInTheDocument();
      expect(within(help).getByText('Next question')).toBeInTheDocument();
    });
  });

  describe('timer', () => {
    it('shows mm:ss below one hour and hh:mm:ss from one hour', async () => {
      const { unmount } = await openExam(testDetail({ timer: runningTimer(59 * 60 + 30) }));
      expect(screen.getByRole('timer')).toHaveTextContent(/^59:(30|29)$/);
      unmount();
      queryClient.clear();
      await openExam(testDetail({ timer: runningTimer(2 * 3600 + 5) }));
      expect(screen.getByRole('timer')).toHaveTextContent(/^02:00:0[45]$/);
    });

    it('switches from hh:mm:ss to mm:ss as the last hour starts', async () => {
      await openExam(testDetail({ timer: runningTimer(3601) }));
      expect(screen.getByRole('timer')).toHaveTextContent(/^01:00:0[01]$/);
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('59:59'), {
        timeout: 4000,
      });
    });

    it('pause keeps the remaining seconds locally and on the server; play clears them', async () => {
      const { user, api } = await openExam(testDetail({ timer: runningTimer(600) }), {
        [`POST ${TEST_ROUTE}/pause`]: ok({
          message: MESSAGES.examPaused,
          timer: { ...runningTimer(600), status: 'paused', endTime: null, remainingSeconds: 598 },
        }),
        [`POST ${TEST_ROUTE}/resume`]: ok({
          message: MESSAGES.examResumed,
          timer: runningTimer(598),
        }),
      });
      await click(user, 'Pause exam');
      expect(
        await screen.findByText('Exam paused', { selector: '.mantine-Notification-description' }),
      ).toBeInTheDocument();
      expect(Number(window.localStorage.getItem(`pausedTime:${EXAM_ID}`))).toBeGreaterThanOrEqual(
        598,
      );
      expect(screen.getByRole('timer')).toHaveTextContent('09:58');
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(api.calls(`POST ${TEST_ROUTE}/pause`)).toHaveLength(1);

      await click(user, 'Resume exam');
      expect(await screen.findByText('Exam resumed')).toBeInTheDocument();
      expect(window.localStorage.getItem(`pausedTime:${EXAM_ID}`)).toBeNull();
      expect(screen.getByRole('radio', { name: /Naloxone/ })).toBeInTheDocument();
    });

    it('a mock has End Exam but no pause; a free trial has neither timer nor report', async () => {
      const { unmount } = await openExam(testDetail({ type: 'mock' }));
      expect(screen.getByRole('timer')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pause exam' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'End Exam' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
      unmount();
      queryClient.clear();
      await openExam(testDetail({ type: 'free-trial', timer: UNTIMED }));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tag' })).toBeInTheDocument();
    });
  });

  describe('ending', () => {
    it('a mock ends on End Exam and goes to its analytics', async () => {
      const { user, api, router } = await openExam(testDetail({ type: 'mock' }), {
        [`POST ${TEST_ROUTE}/end`]: ok({
          message: MESSAGES.examEnded,
          timer: { ...UNTIMED, status: 'ended' },
        }),
        [`GET ${TEST_ROUTE}/analytics`]: fail(500, 'not in this test', 'Error'),
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await click(user, 'End Exam');
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'End Exam' }),
      );
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/user/my-exams/${EXAM_ID}/analytics`),
      );
      expect(router.state.location.search).toBe(`?testId=${TEST_ID}`);
      expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1);
    });

    it('a practice test goes to My Exams even when ending fails (the failure is only logged)', async () => {
      const logged = vi.fn();
      const { user, router } = await openExam(testDetail(), {
        [`POST ${TEST_ROUTE}/end`]: () => {
          throw new Error('offline');
        },
      });
      vi.spyOn(console, 'error').mockImplementation(logged);
      await click(user, 'End Exam');
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'End Exam' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-exams'));
      expect(logged).toHaveBeenCalledWith('Ending the exam failed', expect.anything());
    });

    it('ends by itself at zero', async () => {
      const { api, router } = await openExam(testDetail({ timer: runningTimer(1) }), {
        [`POST ${TEST_ROUTE}/end`]: ok({
          message: MESSAGES.examEnded,
          timer: { ...UNTIMED, status: 'ended' },
        }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-exams'), {
        timeout: 5000,
      });
      expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1);
    });
  });

  it('tags and reports a question', async () => {
    const { user, api } = await openExam(testDetail(), {
      [`POST /user/exam/${EXAM_ID}/${SINGLE.id}/tag`]: ok({
        message: MESSAGES.questionTagged,
        tagged: true,
      }),
      [`POST /user/exam/${EXAM_ID}/${SINGLE.id}/report`]: ok({
        message: MESSAGES.questionReported,
      }),
    });
    await click(user, 'Tag');
    expect(await screen.findByRole('button', { name: 'Tagged' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await click(user, 'Report');
    const dialog = await screen.findByRole('dialog', { name: 'Report question 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Option b is also used');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.questionReported)).toBeInTheDocument();
    expect(api.calls(`POST /user/exam/${EXAM_ID}/${SINGLE.id}/report`)[0]!.body).toEqual({
      reason: 'Option b is also used',
    });
  });

  it('says so when the test cannot be loaded', async () => {
    stubApi({ [`GET ${TEST_ROUTE}`]: fail(404, 'Test not found', 'Not Found') });
    signInAs('user');
    renderRoute(examPath(testDetail()));
    expect(await screen.findByText(MESSAGES.examLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('This test does not exist or is not yours.')).toBeInTheDocument();
  });
});

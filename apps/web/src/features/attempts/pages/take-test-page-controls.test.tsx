// The exam page, its controls: keyboard shortcuts, the timer with pause and resume, ending a
// test (by hand, on failure, at zero), and tagging and reporting a question.
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fail, ok } from '../../../test/api-stub';
import { click, heading, openExam } from '../testing/exam-page';
import {
  EXAM_ID,
  FILL,
  runningTimer,
  SINGLE,
  TEST_ID,
  TEST_ROUTE,
  testDetail,
  UNTIMED,
} from '../testing/exam-fixtures';

describe('exam page', { timeout: 20_000 }, () => {
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
});

// When the timer reaches zero the exam ends by itself, says so, and keeps what is on screen.
// The test moves the clock itself: only Date is faked, so the page's tick (a real interval)
// reads the time the test set.
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-stub';
import { analyticsPath } from '../../../lib/student-paths';
import {
  EXAM_ID,
  FILL,
  runningTimer,
  TEST_ID,
  TEST_ROUTE,
  testDetail,
  UNTIMED,
} from '../testing/exam-fixtures';
import { click, openExam } from '../testing/exam-page';

const ENDED = {
  [`POST ${TEST_ROUTE}/end`]: ok({
    message: MESSAGES.examEnded,
    timer: { ...UNTIMED, status: 'ended' },
  }),
};

/** Opens a test with a minute left, on a clock the test moves. */
async function openWithMinuteLeft(type: 'practice' | 'mock') {
  vi.useFakeTimers({ toFake: ['Date'] });
  return openExam(testDetail({ type, timer: runningTimer(60) }), ENDED);
}
const runOutOfTime = () => vi.setSystemTime(Date.now() + 61_000);

describe('exam page at zero', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['practice', '/user/my-exams'],
    ['mock', null],
  ] as const)('a timed %s says Time is up and lands where it should', async (type, landing) => {
    const { api, router } = await openWithMinuteLeft(type);
    expect(screen.queryByText(MESSAGES.timeIsUp)).not.toBeInTheDocument();
    runOutOfTime();

    // Said twice: in the toast and to screen readers.
    expect((await screen.findAllByText(MESSAGES.timeIsUp)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        landing ?? analyticsPath(EXAM_ID, TEST_ID),
      ),
    );
    expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1);
  });

  it('a mock keeps the answer typed when the time ran out', async () => {
    const { user, api } = await openWithMinuteLeft('mock');
    await click(user, 'Previous');
    await user.type(screen.getByLabelText('Your answer'), 'Insulin');
    expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(0);
    runOutOfTime();

    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1));
    expect(api.calls(`POST ${TEST_ROUTE}`)[0]!.body).toMatchObject({
      answers: [{ questionId: FILL.id, answerText: 'Insulin' }],
    });
  });
});

// When the timer reaches zero the exam ends by itself and says so.
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-stub';
import { analyticsPath } from '../../../lib/student-paths';
import {
  EXAM_ID,
  runningTimer,
  TEST_ID,
  TEST_ROUTE,
  testDetail,
  UNTIMED,
} from '../testing/exam-fixtures';
import { openExam } from '../testing/exam-page';

describe('exam page at zero', { timeout: 20_000 }, () => {
  it.each([
    ['practice', '/user/my-exams'],
    ['mock', null],
  ] as const)('a timed %s says Time is up and lands where it should', async (type, landing) => {
    const { api, router } = await openExam(testDetail({ type, timer: runningTimer(1) }), {
      [`POST ${TEST_ROUTE}/end`]: ok({
        message: MESSAGES.examEnded,
        timer: { ...UNTIMED, status: 'ended' },
      }),
    });

    expect(await screen.findByText(MESSAGES.timeIsUp, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        landing ?? analyticsPath(EXAM_ID, TEST_ID),
      ),
    );
    expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1);
  });
});

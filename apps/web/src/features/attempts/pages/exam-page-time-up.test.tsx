// When the timer reaches zero the exam ends by itself and says so.
import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { analyticsPath } from '../../../lib/student-paths';
import {
  EXAM_ID,
  examPath,
  runningTimer,
  TEST_ID,
  TEST_ROUTE,
  testDetail,
  UNTIMED,
} from '../testing/exam-fixtures';

describe('exam page at zero', { timeout: 20_000 }, () => {
  it.each([
    ['practice', '/user/my-exams'],
    ['mock', null],
  ] as const)('a timed %s says Time is up and lands where it should', async (type, landing) => {
    const detail = testDetail({ type, timer: runningTimer(1) });
    const api = stubApi({
      [`GET ${TEST_ROUTE}`]: ok({ ...detail }),
      [`POST ${TEST_ROUTE}/end`]: ok({
        message: MESSAGES.examEnded,
        timer: { ...UNTIMED, status: 'ended' },
      }),
    });
    signInAs('user');
    const { router } = renderRoute(examPath(detail));
    await screen.findByRole('heading', { name: /Question 1 of/ });

    expect(await screen.findByText(MESSAGES.timeIsUp, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        landing ?? analyticsPath(EXAM_ID, TEST_ID),
      ),
    );
    expect(api.calls(`POST ${TEST_ROUTE}/end`)).toHaveLength(1);
  });
});

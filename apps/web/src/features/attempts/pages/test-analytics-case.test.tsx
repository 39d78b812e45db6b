// The results of a test with case studies: each case scored as a unit, and its questions in the
// review under the case's title, with the scenario in their details.
import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import type { TTestCase } from '@prepward/shared/schemas/case-studies';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import {
  ANALYTICS,
  RIGHT_MULTIPLE,
  UNANSWERED_FILL,
  WRONG_SINGLE,
} from '../testing/analytics-fixtures';
import { EXAM_ID, TEST_ID, TEST_ROUTE } from '../testing/exam-fixtures';

const path = `/user/my-exams/${EXAM_ID}/analytics?testId=${TEST_ID}`;
const CASE_ID = 'c0000000-0000-4000-8000-000000000001';
const caseOf = (step: number): TTestCase => ({
  id: CASE_ID,
  title: 'Chest pain in the emergency department',
  scenario: '<p>A 58-year-old client arrives with chest pain.</p>',
  step,
  steps: 2,
});

/** The first two questions as a case's two steps: one wrong, one right. */
const WITH_CASE: TTestAnalytics = {
  ...ANALYTICS,
  cases: [
    {
      caseStudyId: CASE_ID,
      title: 'Chest pain in the emergency department',
      total: 2,
      correct: 1,
      incorrect: 1,
      unanswered: 0,
      points: 1,
      maxPoints: 2,
      percentage: 50,
    },
    {
      caseStudyId: 'c0000000-0000-4000-8000-000000000002',
      title: 'Sepsis on the ward',
      total: 6,
      correct: 3,
      incorrect: 3,
      unanswered: 0,
      points: 8,
      maxPoints: 12,
      percentage: 66.67,
    },
  ],
  review: [
    { ...WRONG_SINGLE, case: caseOf(1) },
    { ...RIGHT_MULTIPLE, case: caseOf(2) },
    UNANSWERED_FILL,
  ],
};

function openResults(analytics: TTestAnalytics) {
  // jsdom lays nothing out, so the charts measure 0 x 0 and say so.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubApi({
    [`GET ${TEST_ROUTE}/analytics`]: ok({ ...analytics }),
    [`GET ${TEST_ROUTE}/notes`]: ok({ editable: true, questions: [] }),
  });
  signInAs('user');
  return renderRoute(path);
}

describe('results of a test with case studies', { timeout: 20_000 }, () => {
  it('scores each case as a unit, as the page says scores', async () => {
    openResults(WITH_CASE);
    const section = await screen.findByRole('region', { name: 'Case studies' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chest pain in the emergency department1 / 250.00%',
      // Partial credit: in points.
      'Sepsis on the ward8 of 12 points66.67%',
    ]);
  });

  it('has no case section for a test without cases', async () => {
    openResults(ANALYTICS);
    expect(await screen.findByRole('region', { name: 'Review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Case studies' })).toBeNull();
  });

  it("names a question's case in the review, and shows its scenario in the details", async () => {
    const { user } = openResults(WITH_CASE);
    const review = await screen.findByRole('region', { name: 'Review' });
    const second = await within(review).findByRole('button', { name: /Question 2/ });
    expect(second).toHaveTextContent(
      'Case study: Chest pain in the emergency department · Question 2 of 2',
    );
    expect(within(review).getByRole('button', { name: /Question 3/ })).not.toHaveTextContent(
      'Case study',
    );
    await user.click(second);
    const scenario = await within(review).findByRole('region', {
      name: 'Chest pain in the emergency department',
    });
    expect(within(scenario).getByText('Case study · Question 2 of 2')).toBeVisible();
    // On a phone a case's later step starts with its scenario folded, as on the exam page.
    await user.click(within(scenario).getByRole('button', { name: 'Show scenario' }));
    expect(
      within(scenario).getByText('A 58-year-old client arrives with chest pain.'),
    ).toBeVisible();
  });
});

// An ordering in the analytics page's review: the student's order against the right one.
import { screen, within } from '@testing-library/react';
import type { TReviewQuestion } from '@prepward/shared/schemas/attempts';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';
import { ANALYTICS, WRONG_SINGLE } from '../testing/analytics-fixtures';
import { EXAM_ID, TEST_ID, TEST_ROUTE } from '../testing/exam-fixtures';

const id = (n: number) => `66666666-6666-4666-8666-00000000000${n}`;
// The review sends the options in their right order; the answer holds the student's.
const RIGHT = ['Gown', 'Mask', 'Goggles', 'Gloves'];
const ORDERED: TReviewQuestion = {
  ...WRONG_SINGLE,
  id: id(0),
  type: 'ordering',
  question: '<p>In which order is protective equipment put on?</p>',
  item: { scoring: 'position', layout: {}, parts: [{ part: 0, choose: 4 }] },
  tagged: false,
  options: RIGHT.map((value, index) => ({
    id: id(index + 1),
    label: 'abcd'[index]!,
    value,
    part: 0,
    isCorrect: true,
    selected: index !== 1 && index !== 2,
    pickPercentage: [80, 40, 40, 60][index]!,
  })),
  answer: {
    selectedOptionIds: [id(1), id(3), id(2), id(4)],
    answerText: null,
    timeSpentSeconds: 40,
    answeredAt: new Date().toISOString(),
  },
  isCorrect: false,
  points: 2,
  maxPoints: 4,
  parts: [{ part: 0, points: 2, maxPoints: 4 }],
  explanation: '',
};

describe('analytics review of an ordering', { timeout: 20_000 }, () => {
  it('shows the student’s order marked against the right order, with the points', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ [`GET ${TEST_ROUTE}/analytics`]: ok({ ...ANALYTICS, review: [ORDERED] }) });
    signInAs('user');
    const { user } = renderRoute(`/user/my-exams/${EXAM_ID}/analytics?testId=${TEST_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Mock exam analytics' });
    const header = await screen.findByRole('button', { name: /^Question 1/ });
    expect(header).toHaveTextContent('Partly correct');
    expect(header).toHaveTextContent('2 of 4 points');
    await user.click(header);
    const question = screen.getByRole('region', { name: /^Question 1/ });
    const yours = await within(question).findByRole('region', { name: 'Your order' });
    expect(
      within(yours)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.getAttribute('data-outcome')]),
    ).toEqual([
      ['1GownIn its right place', 'correct'],
      ['2GogglesBelongs at 3', 'wrong'],
      ['3MaskBelongs at 2', 'wrong'],
      ['4GlovesIn its right place', 'correct'],
    ]);
    const right = within(question).getByRole('region', { name: 'Right order' });
    expect(
      within(right)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1.Gownplaced here right by 80.00% of students',
      '2.Maskplaced here right by 40.00% of students',
      '3.Gogglesplaced here right by 40.00% of students',
      '4.Glovesplaced here right by 60.00% of students',
    ]);
    expect(within(question).getByText('Score: 2 of 4 points')).toBeInTheDocument();
  });
});

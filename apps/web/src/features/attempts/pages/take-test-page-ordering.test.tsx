// The exam page with an ordering: answered as shown, its order sent as the student leaves it.
import type { TTestQuestion } from '@prepward/shared/schemas/attempts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click, openExam } from '../testing/exam-page';
import { FILL, MULTIPLE, TEST_ROUTE, testDetail } from '../testing/exam-fixtures';

const id = (n: number) => `55555555-5555-4555-8555-00000000000${n}`;
// In the server's order (by id), not the right one.
const ORDERING: TTestQuestion = {
  id: id(0),
  number: 1,
  type: 'ordering',
  question: '<p>In which order is protective equipment put on?</p>',
  options: ['Gloves', 'Gown', 'Mask'].map((value, index) => ({
    id: id(index + 1),
    label: 'abc'[index]!,
    value,
    part: 0,
  })),
  item: { scoring: 'position', layout: {}, parts: [{ part: 0, choose: 3 }] },
  case: null,
  tagged: false,
  answer: null,
  result: null,
};
const questions = [ORDERING, { ...MULTIPLE, number: 2 }, { ...FILL, number: 3 }];

describe('exam page: an ordering', { timeout: 20_000 }, () => {
  it('in practice, submits the order shown when nothing was moved, then locks it', async () => {
    const { user, api } = await openExam(testDetail({ type: 'practice', questions }));
    await click(user, 'Submit');
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(1));
    expect(api.calls(`POST ${TEST_ROUTE}`)[0]!.body).toMatchObject({
      answers: [{ questionId: ORDERING.id, options: [id(1), id(2), id(3)] }],
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Move "/ })).not.toBeInTheDocument(),
    );
  });

  it('in a mock, saves the student’s order as soon as an item moves', async () => {
    const { user, api } = await openExam(testDetail({ type: 'mock', questions }));
    await user.click(screen.getByRole('button', { name: 'Move "Mask" up' }));
    await waitFor(() => expect(api.calls(`POST ${TEST_ROUTE}`)).toHaveLength(1));
    expect(api.calls(`POST ${TEST_ROUTE}`)[0]!.body).toMatchObject({
      answers: [{ questionId: ORDERING.id, options: [id(1), id(3), id(2)] }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { itemQuestion } from '../../../components/question/items/item-testing';
import { answerFrom, sameSelection } from './answers';

const matrix = itemQuestion(
  'matrix',
  {
    scoring: 'all_or_nothing',
    layout: { rows: ['Row'], columns: ['Yes', 'No'] },
    parts: [{ part: 0, choose: 1 }],
  },
  [
    [0, 'Yes'],
    [0, 'No'],
  ],
);

describe('the answer of a Next Generation item', () => {
  it('sends the chosen options, even one, and nothing when none is chosen', () => {
    expect(answerFrom(matrix, { optionIds: ['p0-1'], text: '' })).toEqual({
      questionId: matrix.id,
      options: ['p0-1'],
    });
    expect(answerFrom(matrix, { optionIds: [], text: '' })).toBeNull();
  });

  it('is the same selection in any order', () => {
    expect(
      sameSelection({ optionIds: ['a', 'b'], text: '' }, { optionIds: ['b', 'a'], text: '' }),
    ).toBe(true);
  });
});

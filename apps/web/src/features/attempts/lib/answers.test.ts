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
      sameSelection(
        { optionIds: ['a', 'b'], text: '' },
        { optionIds: ['b', 'a'], text: '' },
        'matrix',
      ),
    ).toBe(true);
  });
});

const ordering = itemQuestion(
  'ordering',
  { scoring: 'position', layout: {}, parts: [{ part: 0, choose: 3 }] },
  [
    [0, 'Mask'],
    [0, 'Gloves'],
    [0, 'Gown'],
  ],
);

describe('the answer of an ordering', () => {
  it('is the order shown until the student moves an item, then theirs', () => {
    expect(answerFrom(ordering, { optionIds: [], text: '' })).toEqual({
      questionId: ordering.id,
      options: ['p0-0', 'p0-1', 'p0-2'],
    });
    expect(answerFrom(ordering, { optionIds: ['p0-2', 'p0-0', 'p0-1'], text: '' })).toEqual({
      questionId: ordering.id,
      options: ['p0-2', 'p0-0', 'p0-1'],
    });
  });

  it('is another selection in another order', () => {
    const first = { optionIds: ['p0-0', 'p0-1', 'p0-2'], text: '' };
    const moved = { optionIds: ['p0-1', 'p0-0', 'p0-2'], text: '' };
    expect(sameSelection(first, moved, 'ordering')).toBe(false);
    expect(sameSelection(first, { ...first, optionIds: [...first.optionIds] }, 'ordering')).toBe(
      true,
    );
    // The other types keep comparing sets.
    expect(sameSelection(first, moved, 'extended_multiple_response')).toBe(true);
  });
});

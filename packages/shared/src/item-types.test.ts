import { describe, expect, it } from 'vitest';
import {
  choiceProblem,
  lettersInParts,
  partLimits,
  partName,
  partsOf,
  scoreChoices,
  type KeyedOption,
} from './item-types';

const options = (parts: boolean[][]): KeyedOption[] =>
  parts.flatMap((part, index) =>
    part.map((isCorrect, position) => ({ id: `${index}-${position}`, part: index, isCorrect })),
  );

describe('scoreChoices', () => {
  const bowTie = options([
    [true, true, false, false],
    [true, false, false],
    [true, true, false, false],
  ]);

  it('counts all or nothing per part', () => {
    const matrix = options([
      [true, false],
      [false, true],
    ]);
    expect(scoreChoices('all_or_nothing', matrix, ['0-0', '1-0'])).toEqual({
      points: 1,
      maxPoints: 2,
      parts: [
        { part: 0, points: 1, maxPoints: 1 },
        { part: 1, points: 0, maxPoints: 1 },
      ],
    });
  });

  it('takes a point off per wrong choice under +/-, never below zero in a part', () => {
    const item = options([[true, true, true, false, false]]);
    expect(scoreChoices('plus_minus', item, ['0-0', '0-1', '0-3']).points).toBe(1);
    expect(scoreChoices('plus_minus', item, ['0-0', '0-3', '0-4']).points).toBe(0);
    expect(scoreChoices('plus_minus', item, []).maxPoints).toBe(3);
  });

  it('gives a point per right choice under 0/1 (a bow-tie scores 5)', () => {
    expect(scoreChoices('zero_one', bowTie, ['0-0', '0-2', '1-1', '2-0', '2-1'])).toMatchObject({
      points: 3,
      maxPoints: 5,
    });
  });

  it('scores an ordering by position and by adjacent pairs', () => {
    const steps = options([[true, true, true, true]]);
    const [a, b, c, d] = steps.map((option) => option.id) as [string, string, string, string];
    expect(scoreChoices('position', steps, [a, c, b, d])).toMatchObject({
      points: 2,
      maxPoints: 4,
    });
    expect(scoreChoices('adjacent_pairs', steps, [b, c, d, a])).toMatchObject({
      points: 2,
      maxPoints: 3,
    });
    expect(scoreChoices('adjacent_pairs', steps, [d, c, b, a]).points).toBe(0);
    expect(scoreChoices('position', steps, [a, b, c, d]).points).toBe(4);
  });
});

describe('choiceProblem', () => {
  it('refuses more choices in a part than it takes, and an option of another question', () => {
    const bowTie = options([
      [true, true, false],
      [true, false, false],
      [true, true, false],
    ]);
    const limits = partLimits('bow_tie', {}, bowTie);
    const parts = partsOf(bowTie);
    expect(choiceProblem('bow_tie', limits, parts, bowTie, ['0-0', '0-1', '1-0'])).toBeNull();
    expect(choiceProblem('bow_tie', limits, parts, bowTie, ['1-0', '1-1'])).toBe(
      'Choose one option in each part.',
    );
    expect(choiceProblem('bow_tie', limits, parts, bowTie, ['0-0', '0-1', '0-2'])).toBe(
      'Choose at most 2 options in this part.',
    );
    expect(choiceProblem('bow_tie', limits, parts, bowTie, ['elsewhere'])).toBe(
      'The chosen option does not belong to this question.',
    );
  });

  it('wants every item of an ordering once', () => {
    const steps = options([[true, true, true]]);
    const limits = partLimits('ordering', {}, steps);
    const parts = partsOf(steps);
    expect(choiceProblem('ordering', limits, parts, steps, ['0-2', '0-0', '0-1'])).toBeNull();
    expect(choiceProblem('ordering', limits, parts, steps, ['0-2', '0-0'])).toBe(
      'Put every item in order, each once.',
    );
  });
});

describe('partName and lettersInParts', () => {
  it('names a matrix row by its label, a blank by its number, a bow-tie list by its title', () => {
    expect(partName('matrix', { rows: ['Heart rate 118'] }, 0)).toBe('Row 1 (Heart rate 118)');
    expect(partName('matrix', {}, 1)).toBe('Row 2');
    expect(partName('dropdown_cloze', {}, 2)).toBe('Blank 3');
    expect(partName('bow_tie', {}, 1)).toBe('Condition most likely');
    expect(partName('extended_multiple_response', {}, 0)).toBeNull();
    expect(partName('single_choice', {}, 0)).toBeNull();
  });

  it('letters options from a within each part', () => {
    const parts = ['Row 1', 'Row 1', 'Row 2', 'Row 2', 'Row 2'].map((part) => ({ part }));
    expect(lettersInParts(parts)).toEqual(['a', 'b', 'a', 'b', 'c']);
    expect(lettersInParts([{ part: null }, { part: null }])).toEqual(['a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeAcceptedAnswer,
  formatAcceptedAnswer,
  matchesAcceptedAnswers,
  numberOf,
  parseAcceptedAnswer,
} from './accepted-answers';
import { textAnswerMatches } from './scoring';

describe('text answers', () => {
  it.each([
    ['Insulin', 'insulin', true],
    ['Insulin glargine', '  INSULIN   glargine ', true],
    ['Insulin glargine', 'insulinglargine', true],
    ['Insulin', 'Insulin.', true],
    ['Insulin', 'Insulin ...', true],
    ["Cushing's syndrome", 'Cushing\u2019s syndrome', true],
    ['"Stat" dose', '\u201Cstat\u201D dose', true],
    // é as one character and as e + combining acute.
    ['Caf\u00E9 au lait', 'Cafe\u0301 au lait', true],
    ['Insulin', 'Insulins', false],
    ['Insulin', 'Glucagon', false],
    ['Insulin', '', false],
    ['Insulin', '   ', false],
    ['Insulin', '.', false],
    ['beta-blocker', 'beta blocker', false],
    // Text that starts with a number is still text: its number alone is not the answer.
    ['1:1000', '1:1000', true],
    ['1:1000', '1', false],
    ['4 times a day', '4 times a day', true],
    ['4 times a day', '4', false],
  ])('%j accepts %j: %s', (key, typed, expected) => {
    expect(matchesAcceptedAnswers(typed, [key])).toBe(expected);
  });

  it('accepts any of several answers, and nothing for none', () => {
    expect(matchesAcceptedAnswers('four grams', ['4 g', 'four grams'])).toBe(true);
    expect(matchesAcceptedAnswers('4g', ['4 g', 'four grams'])).toBe(true);
    expect(matchesAcceptedAnswers('five grams', ['4 g', 'four grams'])).toBe(false);
    expect(matchesAcceptedAnswers('4', [])).toBe(false);
  });
});

describe('numbers with a tolerance and a unit', () => {
  it.each([
    // The unit may be left out unless it is required.
    ['4 g', '4 g', true],
    ['4 g', '4g', true],
    ['4 g', '4.0 g', true],
    ['4 g', '4,0 g', true],
    ['4 g', '4', true],
    ['4 g', '4 G', true],
    ['4 g', '4 g.', true],
    ['4 g', '+4 g', true],
    ['4 g', '4 mg', false],
    ['4 g', '4 grams', false],
    ['4 g', '4.1 g', false],
    ['4 g', 'four grams', false],
    ['4 g', '4 g daily', false],
    ['4 g (unit required)', '4 g', true],
    ['4 g (unit required)', '4', false],
    ['4 g (unit required)', '4 mg', false],
    // A key without a unit takes no unit: we cannot tell a right one from a wrong one.
    ['100', '100', true],
    ['100', '100.0', true],
    ['100', '100 bpm', false],
    ['100', '1000', false],
    // Tolerance edges, floating point aside.
    ['4±0.1 g', '3.9 g', true],
    ['4±0.1 g', '4.1 g', true],
    ['4±0.1 g', '4,1', true],
    ['4±0.1 g', '3.89 g', false],
    ['4±0.1 g', '4.11 g', false],
    ['4±0.1 g', '4.1000001 g', false],
    ['0.3±0.1', '0.2', true],
    ['0.3±0.1', '0.4', true],
    ['4 +/- 0.5 mg', '4.5mg', true],
    ['4+-0.5 mg', '3.5 mg', true],
    // Negative numbers, including the typographic minus.
    ['-4 mmol/L', '-4 mmol/l', true],
    ['-4 mmol/L', '\u22124 mmol/L', true],
    ['-4 mmol/L', '4 mmol/L', false],
    ['-2±0.5 °C', '-2.5 °C', true],
    ['-2±0.5 °C', '-1.4 °C', false],
    // Scientific notation is read as a number on both sides.
    ['1.5e-3 g', '0.0015 g', true],
    ['1500', '1.5e3', true],
    ['1500', '1.5E+3', true],
    ['1500', '1.5e', false],
    ['1e400', '1e400', true],
    // Thousands commas: a comma before exactly three digits after 1-3 digits groups them.
    ['1000 mL', '1,000 mL', true],
    ['12,345.5', '12345.5', true],
    ['0.125 mg', '0,125 mg', true],
    ['4.5', '4,5', true],
    ['4.5', '1.000,5', false],
    // Unit spellings that are the same unit.
    ['250 mcg', '250 µg', true],
    ['250 µg', '250 \u03BCg', true],
    ['250 µg', '250ug', true],
    ['5 mg/kg', '5 MG/KG', true],
    ['150 x10^9/L', '150 × 10^9/L', true],
    ['37.5 °C', '37.5°C', true],
    ['5%', '5 %', true],
  ])('%j accepts %j: %s', (key, typed, expected) => {
    expect(matchesAcceptedAnswers(typed, [key])).toBe(expected);
  });
});

describe('the notation', () => {
  it.each([
    ['4', { kind: 'number', value: 4, tolerance: 0, unit: '', unitRequired: false }],
    ['4,5 g', { kind: 'number', value: 4.5, tolerance: 0, unit: 'g', unitRequired: false }],
    ['4 ± 0.1 g', { kind: 'number', value: 4, tolerance: 0.1, unit: 'g', unitRequired: false }],
    [
      '4+/-0.1 g (Unit required)',
      { kind: 'number', value: 4, tolerance: 0.1, unit: 'g', unitRequired: true },
    ],
    ['four grams', { kind: 'text', text: 'four grams' }],
    ['4 times a day', { kind: 'text', text: '4 times a day' }],
    ['1:1000', { kind: 'text', text: '1:1000' }],
    ['  Insulin  glargine ', { kind: 'text', text: 'Insulin glargine' }],
  ])('reads %j', (notation, answer) => {
    expect(parseAcceptedAnswer(notation)).toEqual({ answer });
  });

  it.each([
    ['', 'is empty'],
    ['4±-0.1 g', 'tolerance of 0 or more'],
    ['4±x g', 'tolerance of 0 or more'],
    ['4±0.1 beats per minute', 'one-word unit'],
    ['4 (unit required)', 'has no unit'],
    ['four grams (unit required)', 'not a number with a unit'],
  ])('refuses %j', (notation, problem) => {
    const parsed = parseAcceptedAnswer(notation);
    expect('problem' in parsed && parsed.problem).toContain(problem);
  });

  it.each([
    ['4 +/- 0.10 g', '4±0.1 g'],
    ['4,0 g (unit required)', '4 g (unit required)'],
    ['1,000', '1000'],
    ['Four  grams', 'Four grams'],
  ])('writes %j as %j', (notation, canonical) => {
    const parsed = parseAcceptedAnswer(notation);
    expect('answer' in parsed && formatAcceptedAnswer(parsed.answer)).toBe(canonical);
  });

  it.each([
    ['4±0.1 g (unit required)', '4 ± 0.1 g'],
    ['4 g', '4 g'],
    ['100', '100'],
    ['four grams', 'four grams'],
  ])('shows %j to students as %j', (notation, shown) => {
    expect(describeAcceptedAnswer(notation)).toBe(shown);
  });

  it.each([
    ['4', 4],
    ['-4', -4],
    ['4,5', 4.5],
    ['1,000', 1000],
    ['0,125', 0.125],
    ['1,000,000.5', 1_000_000.5],
    ['.5', 0.5],
    ['1.000,5', null],
    ['1,00,000', null],
    ['abc', null],
  ])('numberOf(%j) is %j', (token, value) => {
    expect(numberOf(token)).toBe(value);
  });
});

describe('textAnswerMatches', () => {
  it('judges by the expected answer and the others accepted', () => {
    expect(textAnswerMatches('4g', '4 g')).toBe(true);
    expect(textAnswerMatches('four grams', '4 g', ['four grams'])).toBe(true);
    expect(textAnswerMatches('four grams', '4 g')).toBe(false);
    expect(textAnswerMatches('anything', null)).toBe(false);
    expect(textAnswerMatches('', '')).toBe(false);
  });
});

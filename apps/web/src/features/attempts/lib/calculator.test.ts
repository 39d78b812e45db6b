import { describe, expect, it } from 'vitest';
import {
  displayOf,
  evaluate,
  expressionOf,
  formatNumber,
  INITIAL_CALCULATOR,
  keyOfKeyboard,
  pressKey,
  type CalculatorKey,
  type CalculatorState,
} from './calculator';

const valueOf = (expression: string) => {
  const result = evaluate(expression);
  return result.ok ? formatNumber(result.value) : 'Error';
};

describe('evaluate', () => {
  it('multiplies and divides before adding and subtracting, left to right', () => {
    expect(valueOf('12 + 3 × 4')).toBe('24');
    expect(valueOf('12 − 3 − 4')).toBe('5');
    expect(valueOf('100 ÷ 10 ÷ 5')).toBe('2');
    expect(valueOf('2 + 10 ÷ 4 × 2')).toBe('7');
    expect(valueOf('(2 + 3) × 4')).toBe('20');
    expect(valueOf('2*3/4-1')).toBe('0.5');
  });

  it('takes signs, square roots and percentages', () => {
    expect(valueOf('-4 × (-2)')).toBe('8');
    expect(valueOf('√(16) + 2')).toBe('6');
    expect(valueOf('√(2)')).toBe('1.414213562');
    expect(valueOf('80 × 20%')).toBe('16');
    expect(valueOf('50 + 10%')).toBe('55');
    expect(valueOf('50 − 10%')).toBe('45');
    expect(valueOf('10%')).toBe('0.1');
    expect(valueOf('√(16)%')).toBe('0.04');
  });

  it('answers Error for what has no value or does not parse, and never runs code', () => {
    for (const bad of [
      '1 ÷ 0',
      '0 ÷ 0',
      '5 ÷ (2 − 2)',
      '√(-4)',
      '',
      '2 +',
      '× 3',
      '(1 + 2',
      '1 + 2)',
      '1..2',
      'alert(1)',
      'constructor',
      '2 ** 3',
      '1e999 × 10',
      '('.repeat(600),
    ]) {
      expect(evaluate(bad), bad).toEqual({ ok: false });
    }
  });
});

describe('formatNumber', () => {
  it('rounds to 10 significant digits, so floating point noise does not show', () => {
    expect(valueOf('0.1 + 0.2')).toBe('0.3');
    expect(valueOf('1 ÷ 3')).toBe('0.3333333333');
    expect(valueOf('2 ÷ 3')).toBe('0.6666666667');
    expect(valueOf('1.1 × 1.1')).toBe('1.21');
    expect(valueOf('0.3 − 0.1')).toBe('0.2');
    expect(formatNumber(-0)).toBe('0');
  });

  it('writes very large and very small numbers with an exponent', () => {
    expect(formatNumber(1e20)).toBe('1e+20');
    expect(formatNumber(1234567890123 * 1e5)).toBe('1.23456789e+17');
    expect(formatNumber(0.0000000001234)).toBe('1.234e-10');
    expect(formatNumber(123456789)).toBe('123456789');
  });
});

describe('the keypad', () => {
  const press = (...keys: (string | CalculatorKey)[]): CalculatorState =>
    keys.reduce<CalculatorState>(
      (state, key) => pressKey(state, typeof key === 'string' ? keyOfKeyboard(key)! : key),
      INITIAL_CALCULATOR,
    );

  it('shows the expression as it is typed and the result after =', () => {
    let state = press('1', '2', '+', '3', '*', '4');
    expect(expressionOf(state)).toBe('12 + 3 × 4');
    expect(displayOf(state)).toBe('4');
    state = pressKey(state, { type: 'equals' });
    expect(expressionOf(state)).toBe('12 + 3 × 4 =');
    expect(displayOf(state)).toBe('24');
  });

  it('goes on from a result with an operator, and starts afresh with a digit', () => {
    expect(expressionOf(press('6', '*', '7', 'Enter', '-', '2'))).toBe('42 − 2');
    expect(displayOf(press('6', '*', '7', 'Enter', '-', '2', '='))).toBe('40');
    expect(expressionOf(press('6', '*', '7', 'Enter', '5'))).toBe('5');
  });

  it('shows Error for a division by zero and clears it with the next key', () => {
    const state = press('8', '/', '0', 'Enter');
    expect(displayOf(state)).toBe('Error');
    expect(displayOf(pressKey(state, keyOfKeyboard('3')!))).toBe('3');
    expect(expressionOf(pressKey(state, keyOfKeyboard('+')!))).toBe('');
  });

  it('takes one decimal point, replaces a repeated operator and ignores a leading one', () => {
    expect(expressionOf(press('.', '5', '.', '2'))).toBe('0.52');
    expect(expressionOf(press('3', '+', '*', '2'))).toBe('3 × 2');
    expect(expressionOf(press('*', '2'))).toBe('2');
    expect(expressionOf(press('0', '0', '7'))).toBe('7');
  });

  it('negates, takes a percentage and a square root of the entry', () => {
    const negated = press('5', '-', '4', { type: 'negate' });
    expect(expressionOf(negated)).toBe('5 − (-4)');
    expect(displayOf(pressKey(negated, { type: 'equals' }))).toBe('9');
    expect(displayOf(press('2', '0', '0', '+', '1', '0', '%', '='))).toBe('220');
    const root = press('1', '6', { type: 'sqrt' }, '+', '1', '=');
    expect(expressionOf(root)).toBe('√(16) + 1 =');
    expect(displayOf(root)).toBe('5');
    expect(displayOf(press('9', '=', { type: 'sqrt' }))).toBe('√(9)');
  });

  it('takes back the last character, then the last operator; CE clears the entry, C all', () => {
    expect(expressionOf(press('1', '2', '3', 'Backspace'))).toBe('12');
    expect(expressionOf(press('1', '2', '+', 'Backspace'))).toBe('12');
    expect(expressionOf(press('1', '2', '+', '3', 'Backspace', 'Backspace', '4'))).toBe('124');
    expect(expressionOf(press('7', '+', '8', 'Delete'))).toBe('7 +');
    expect(press('7', '+', '8', 'c')).toEqual(INITIAL_CALCULATOR);
  });

  it('stops an entry at 15 digits', () => {
    expect(displayOf(press(...'12345678901234567890'.split('')))).toBe('123456789012345');
  });

  it('leaves other keys alone', () => {
    for (const key of ['a', 'Escape', 'Tab', 'ArrowLeft', ' '])
      expect(keyOfKeyboard(key)).toBeNull();
  });
});

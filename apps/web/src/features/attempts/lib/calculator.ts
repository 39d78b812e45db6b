// The exam calculator's arithmetic: a small parser and evaluator for what its keys type (no
// eval), the display of a result, and the keypad's state as a pure reducer.

/** What `evaluate` answers: a number, or 'Error' (division by zero, √ of a negative ...). */
export type Evaluation = { ok: true; value: number } | { ok: false };

/** Longer input is refused rather than parsed (the keypad never types this much). */
const MAX_EXPRESSION_LENGTH = 500;

type Node =
  | { kind: 'number'; value: number }
  | { kind: 'negate' | 'sqrt' | 'percent'; operand: Node }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: Node; right: Node };

type Token = { kind: 'number'; value: number } | { kind: 'symbol'; symbol: string };

const SYMBOLS: Record<string, string> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  x: '*',
  '/': '/',
  '÷': '/',
  '%': '%',
  '√': '√',
  '(': '(',
  ')': ')',
};

class SyntaxFailure extends Error {}

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < expression.length) {
    const character = expression[index]!;
    if (/\s/.test(character)) {
      index += 1;
      continue;
    }
    const number = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(expression.slice(index));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    const symbol = SYMBOLS[character];
    if (!symbol) throw new SyntaxFailure(character);
    tokens.push({ kind: 'symbol', symbol });
    index += 1;
  }
  return tokens;
}

/** Recursive descent: + and − below × and ÷, below signs and a trailing %, below √ and ( ). */
function parse(tokens: Token[]): Node {
  let position = 0;
  const peek = () => {
    const token = tokens[position];
    return token?.kind === 'symbol' ? token.symbol : undefined;
  };

  const expression = (): Node => {
    let node = term();
    for (let symbol = peek(); symbol === '+' || symbol === '-'; symbol = peek()) {
      position += 1;
      node = { kind: 'binary', operator: symbol, left: node, right: term() };
    }
    return node;
  };
  const term = (): Node => {
    let node = unary();
    for (let symbol = peek(); symbol === '*' || symbol === '/'; symbol = peek()) {
      position += 1;
      node = { kind: 'binary', operator: symbol, left: node, right: unary() };
    }
    return node;
  };
  const unary = (): Node => {
    const symbol = peek();
    if (symbol === '-' || symbol === '+') {
      position += 1;
      const operand = unary();
      return symbol === '-' ? { kind: 'negate', operand } : operand;
    }
    let node = primary();
    while (peek() === '%') {
      position += 1;
      node = { kind: 'percent', operand: node };
    }
    return node;
  };
  const primary = (): Node => {
    const token = tokens[position];
    if (!token) throw new SyntaxFailure('end');
    position += 1;
    if (token.kind === 'number') return token;
    // √ takes the operand right after it: √(16)% is 4 %, not √ of 16 %.
    if (token.symbol === '√') return { kind: 'sqrt', operand: primary() };
    if (token.symbol === '(') {
      const inner = expression();
      if (peek() !== ')') throw new SyntaxFailure('(');
      position += 1;
      return inner;
    }
    throw new SyntaxFailure(token.symbol);
  };

  const tree = expression();
  if (position !== tokens.length) throw new SyntaxFailure('rest');
  return tree;
}

function valueOf(node: Node): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'negate':
      return -valueOf(node.operand);
    case 'percent':
      return valueOf(node.operand) / 100;
    case 'sqrt': {
      const operand = valueOf(node.operand);
      if (operand < 0) throw new SyntaxFailure('√');
      return Math.sqrt(operand);
    }
    case 'binary': {
      const left = valueOf(node.left);
      // As on a handheld calculator, 50 + 10% is 50 plus 10 % of 50.
      const right =
        node.right.kind === 'percent' && (node.operator === '+' || node.operator === '-')
          ? (left * valueOf(node.right.operand)) / 100
          : valueOf(node.right);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      if (right === 0) throw new SyntaxFailure('÷0');
      return left / right;
    }
  }
}

/** The value of an expression such as '12 + 3 × 4', '√(16) − 2' or '50 + 10%'. */
export function evaluate(expression: string): Evaluation {
  if (expression.length > MAX_EXPRESSION_LENGTH) return { ok: false };
  try {
    const value = valueOf(parse(tokenize(expression)));
    return Number.isFinite(value) ? { ok: true, value } : { ok: false };
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false };
    throw error;
  }
}

/**
 * A result as the display shows it: rounded to 10 significant digits, so 0.1 + 0.2 shows
 * 0.3; very large or very small numbers in exponent form.
 */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const rounded = Number(value.toPrecision(10));
  const size = Math.abs(rounded);
  if (size >= 1e15 || size < 1e-9) {
    return rounded.toExponential();
  }
  return String(rounded);
}

// ---- The keypad ----

export type CalculatorOperator = '+' | '−' | '×' | '÷';

export type CalculatorKey =
  | { type: 'digit'; digit: string }
  | { type: 'point' }
  | { type: 'operator'; operator: CalculatorOperator }
  | { type: 'equals' }
  | { type: 'negate' }
  | { type: 'percent' }
  | { type: 'sqrt' }
  | { type: 'backspace' }
  | { type: 'clearEntry' }
  | { type: 'clear' };

export type CalculatorState = {
  /** Operands and operators entered before the current entry: ['12', '+', '3', '×']. */
  tokens: string[];
  /** The operand being typed: '4', '-4', '0.', '√(16)', '10%'; '' before one is started. */
  entry: string;
  /** After =: what was worked out and its result ('Error' when it has none). */
  done: { expression: string; result: string } | null;
};

export const INITIAL_CALCULATOR: CalculatorState = { tokens: [], entry: '', done: null };

/** Digits an entry may hold (a handheld calculator shows about as many). */
const MAX_DIGITS = 15;
const OPERATORS = new Set<string>(['+', '−', '×', '÷']);
const isPlainNumber = (entry: string) => /^-?\d*\.?\d*$/.test(entry);

/** An entry as part of an expression: a negative one in brackets after an operator. */
const asOperand = (entry: string, first: boolean) =>
  entry.startsWith('-') && !first ? `(${entry})` : entry;

/** What the display's upper line shows: everything entered so far. */
export function expressionOf(state: CalculatorState): string {
  if (state.done) return `${state.done.expression} =`;
  const parts = [...state.tokens];
  if (state.entry) parts.push(asOperand(state.entry, parts.length === 0));
  return parts.join(' ');
}

/** What the display's main line shows: the entry, the result, or 0. */
export function displayOf(state: CalculatorState): string {
  if (state.done) return state.done.result;
  if (state.entry) return state.entry;
  const lastOperand = [...state.tokens].reverse().find((token) => !OPERATORS.has(token));
  return lastOperand ?? '0';
}

/** A state that goes on from the last result (its entry), or afresh after an Error. */
function fromResult(state: CalculatorState): CalculatorState {
  if (!state.done) return state;
  const result = state.done.result;
  return { tokens: [], entry: result === 'Error' ? '' : String(Number(result)), done: null };
}

function withEntry(state: CalculatorState, change: (entry: string) => string): CalculatorState {
  const current = fromResult(state);
  return { ...current, entry: change(current.entry) };
}

export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  switch (key.type) {
    case 'digit': {
      const current = state.done ? INITIAL_CALCULATOR : state;
      const entry = isPlainNumber(current.entry) ? current.entry : '';
      if (entry.replace(/\D/g, '').length >= MAX_DIGITS) return current;
      const next = entry === '0' ? key.digit : entry === '-0' ? `-${key.digit}` : entry + key.digit;
      return { ...current, entry: next };
    }
    case 'point': {
      const current = state.done ? INITIAL_CALCULATOR : state;
      const entry = isPlainNumber(current.entry) ? current.entry : '';
      if (entry.includes('.')) return current;
      return { ...current, entry: entry === '' || entry === '-' ? `${entry}0.` : `${entry}.` };
    }
    case 'operator': {
      const current = fromResult(state);
      if (!current.entry || current.entry === '-') {
        // Another operator replaces the last one; an expression cannot start with one.
        if (current.tokens.length === 0) return current;
        return { ...current, tokens: [...current.tokens.slice(0, -1), key.operator], entry: '' };
      }
      const operand = asOperand(current.entry.replace(/\.$/, ''), current.tokens.length === 0);
      return { tokens: [...current.tokens, operand, key.operator], entry: '', done: null };
    }
    case 'equals': {
      if (state.done) return state;
      const parts = [...state.tokens];
      const entry = state.entry.replace(/\.$/, '');
      if (entry && entry !== '-') parts.push(asOperand(entry, parts.length === 0));
      else if (parts.length > 0 && OPERATORS.has(parts.at(-1)!)) parts.pop();
      if (parts.length === 0) return state;
      const expression = parts.join(' ');
      const evaluation = evaluate(expression);
      return {
        tokens: [],
        entry: '',
        done: { expression, result: evaluation.ok ? formatNumber(evaluation.value) : 'Error' },
      };
    }
    case 'negate':
      return withEntry(state, (entry) => {
        if (!entry) return entry;
        return entry.startsWith('-') ? entry.slice(1) : `-${entry}`;
      });
    case 'percent':
      return withEntry(state, (entry) => (entry && !entry.endsWith('%') ? `${entry}%` : entry));
    case 'sqrt':
      return withEntry(state, (entry) => (entry && entry !== '-' ? `√(${entry})` : entry));
    case 'backspace': {
      if (state.done) return state;
      if (state.entry) {
        if (!isPlainNumber(state.entry)) return { ...state, entry: '' };
        const shorter = state.entry.slice(0, -1);
        return { ...state, entry: shorter === '-' ? '' : shorter };
      }
      // Past the entry: take back the last operator, its operand becomes the entry again.
      if (state.tokens.length === 0) return state;
      const operand = state.tokens.at(-2) ?? '';
      return {
        ...state,
        tokens: state.tokens.slice(0, -2),
        entry: operand.replace(/^\((.*)\)$/, '$1'),
      };
    }
    case 'clearEntry':
      return state.done ? INITIAL_CALCULATOR : { ...state, entry: '' };
    case 'clear':
      return INITIAL_CALCULATOR;
  }
}

/** The key a keyboard key stands for, or null for keys the calculator leaves alone. */
export function keyOfKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) return { type: 'digit', digit: key };
  switch (key) {
    case '.':
    case ',':
      return { type: 'point' };
    case '+':
      return { type: 'operator', operator: '+' };
    case '-':
    case '−':
      return { type: 'operator', operator: '−' };
    case '*':
    case 'x':
    case 'X':
    case '×':
      return { type: 'operator', operator: '×' };
    case '/':
    case '÷':
      return { type: 'operator', operator: '÷' };
    case 'Enter':
    case '=':
      return { type: 'equals' };
    case '%':
      return { type: 'percent' };
    case 'Backspace':
      return { type: 'backspace' };
    case 'Delete':
      return { type: 'clearEntry' };
    case 'c':
    case 'C':
      return { type: 'clear' };
    default:
      return null;
  }
}

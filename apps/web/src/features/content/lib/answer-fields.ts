// The accepted answers of a fill in the blanks question as the editor shows them: a text, or a
// number with its tolerance and unit in fields of their own. The request carries each as one
// string in the shared notation (packages/shared/src/accepted-answers.ts).
import {
  ACCEPTED_ANSWER_LIMITS,
  numberOf,
  parseAcceptedAnswer,
  UNIT_REQUIRED_MARK,
} from '@prepward/shared/accepted-answers';

export type AnswerKind = 'text' | 'number';

export type AnswerField = {
  /** Stable React key. */
  key: string;
  kind: AnswerKind;
  /** A text answer. */
  text: string;
  /** A number answer: the number, its tolerance (empty: exact) and its unit, as typed. */
  value: string;
  tolerance: string;
  unit: string;
  /** The unit must be typed; by default a number without its unit counts. */
  unitRequired: boolean;
};

/** The answer and the others accepted, in the form: the first is the question's answer. */
export const MAX_ANSWER_FIELDS = 1 + ACCEPTED_ANSWER_LIMITS.others;

let keyCounter = 0;

export function blankAnswer(kind: AnswerKind = 'text'): AnswerField {
  keyCounter += 1;
  return {
    key: `answer-${keyCounter}`,
    kind,
    text: '',
    value: '',
    tolerance: '',
    unit: '',
    unitRequired: false,
  };
}

/** An answer as the editor shows it, from its notation ('4±0.1 g' is a number field). */
export function answerFieldFrom(notation: string): AnswerField {
  const parsed = parseAcceptedAnswer(notation);
  if ('problem' in parsed || parsed.answer.kind === 'text') {
    return { ...blankAnswer('text'), text: notation };
  }
  const { value, tolerance, unit, unitRequired } = parsed.answer;
  return {
    ...blankAnswer('number'),
    value: String(value),
    tolerance: tolerance > 0 ? String(tolerance) : '',
    unit,
    unitRequired,
  };
}

/** The notation the request carries: 'four grams', '4±0.1 g (unit required)'. */
export function notationOf(field: AnswerField): string {
  if (field.kind === 'text') return field.text.trim();
  const tolerance = field.tolerance.trim() ? `±${field.tolerance.trim()}` : '';
  const unit = field.unit.trim();
  return [
    `${field.value.trim()}${tolerance}`,
    unit,
    unit && field.unitRequired ? UNIT_REQUIRED_MARK : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const UNIT_PATTERN = /^[\p{L}%°‰]\S*$/u;

/** The problems of a number field's own inputs, by the field's name. */
export function numberFieldProblems(
  field: AnswerField,
): Partial<Record<keyof AnswerField, string>> {
  if (field.kind !== 'number') return {};
  const problems: Partial<Record<keyof AnswerField, string>> = {};
  if (!field.value.trim()) problems.value = 'Enter the number';
  else if (numberOf(field.value.trim()) === null)
    problems.value = 'Enter a number, such as 4, 0.5 or -2';
  const tolerance = field.tolerance.trim();
  if (tolerance && !((numberOf(tolerance) ?? -1) >= 0)) {
    problems.tolerance = 'The tolerance is a number of 0 or more';
  }
  if (field.unit.trim() && !UNIT_PATTERN.test(field.unit.trim())) {
    problems.unit = 'One word starting with a letter, % or °: g, mg/kg, °C';
  }
  return problems;
}

/** What a number field accepts, in words: 'From 3.9 to 4.1 g; the unit may be left out'. */
export function numberFieldSummary(field: AnswerField): string | null {
  if (field.kind !== 'number' || Object.keys(numberFieldProblems(field)).length > 0) return null;
  const value = numberOf(field.value.trim())!;
  const tolerance = field.tolerance.trim() ? numberOf(field.tolerance.trim())! : 0;
  const unit = field.unit.trim();
  const range =
    tolerance > 0
      ? `From ${round(value - tolerance)} to ${round(value + tolerance)}`
      : `Exactly ${value}`;
  if (!unit) return `${range}, without a unit`;
  return `${range} ${unit}; ${field.unitRequired ? 'the unit must be typed' : 'the unit may be left out'}`;
}

/** Away from floating point noise: 4 - 0.1 is 3.9, not 3.9000000000000004. */
const round = (value: number) => Number(value.toPrecision(12));

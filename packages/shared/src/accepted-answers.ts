// The answers a fill-in-the-blank question accepts, and how a typed answer is judged against
// them (docs/decisions/0093-accepted-answers.md). Each accepted answer is one string in a small
// notation that the editor, the API, the CSV and the database all share:
//   text      'four grams'                 compared ignoring case, spaces, NFC form, curly
//                                          quotes and a trailing period
//   number    '4', '4 g', '4±0.1 g'        a number, an absolute tolerance, a one-word unit
//             '4±0.1 g (unit required)'    the unit must be typed (by default it may be left out)

export type AcceptedAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number; tolerance: number; unit: string; unitRequired: boolean };

export const UNIT_REQUIRED_MARK = '(unit required)';

export const ACCEPTED_ANSWER_LIMITS = {
  /** Characters of one answer. */
  length: 500,
  /** Answers accepted besides the question's answer. */
  others: 20,
} as const;

/** A number as people write it: sign, decimal point or comma, thousands commas, exponent. */
const NUMBER = String.raw`[+-]?(?:\d+(?:[.,]\d+)*|[.,]\d+)(?:[eE][+-]?\d+)?`;
/** `±`, `+/-` or `+-` between the number and its tolerance. */
const PLUS_MINUS = String.raw`(?:±|\+\/-|\+-)`;
/** A unit is one word starting with a letter, % or °: g, mg/kg, mmol/L, °C, %, x10^9/L. */
const UNIT = String.raw`[\p{L}%°‰]\S*`;

const KEY_PATTERN = new RegExp(
  String.raw`^(${NUMBER})(?:\s*${PLUS_MINUS}\s*(${NUMBER}))?(?:\s*(${UNIT}))?$`,
  'u',
);
const TYPED_PATTERN = new RegExp(String.raw`^(${NUMBER})(?:\s*(\S.*))?$`);
const UNIT_REQUIRED_PATTERN = /\s*\(unit required\)$/i;

/** Unicode form, quotes and minus signs as one form; spaces collapsed. */
function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a typed answer is compared on: tidy, without its trailing period(s). */
const withoutFinalPeriod = (text: string) => text.replace(/\s*\.+$/, '');

/**
 * The number a token means, or null. '1,000' and '12,345.5' group thousands (a first group
 * of 1 to 3 digits not starting with 0, then groups of three); any other single comma is a
 * decimal comma ('4,5', '0,125'); '1e-3' is an exponent.
 */
export function numberOf(token: string): number | null {
  const grouped = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d+)?([eE][+-]?\d+)?$/.test(token);
  const plain = grouped ? token.replace(/,/g, '') : token.replace(',', '.');
  if (!/^[+-]?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** A unit as it is compared: case and spaces ignored, µ/μ/mcg/ug one prefix, × as x. */
export function unitKey(unit: string): string {
  return unit
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/\u03BC/g, '\u00B5')
    .replace(/×/g, 'x')
    .replace(/(^|[^a-z])(?:mcg|ug)(?![a-z])/g, '$1\u00B5g');
}

/** A text as it is compared: case, spaces, Unicode form, curly quotes, final period ignored. */
export function textKey(text: string): string {
  return withoutFinalPeriod(tidy(text)).toLowerCase().replace(/\s+/g, '');
}

/** One accepted answer read from its notation, or why it cannot be read. */
export function parseAcceptedAnswer(
  notation: string,
): { answer: AcceptedAnswer } | { problem: string } {
  const text = tidy(notation);
  const unitRequired = UNIT_REQUIRED_PATTERN.test(text);
  const rest = withoutFinalPeriod(text.replace(UNIT_REQUIRED_PATTERN, ''));
  if (rest === '') return { problem: 'is empty' };

  const match = KEY_PATTERN.exec(rest);
  const value = match ? numberOf(match[1]!) : null;
  const tolerance = match?.[2] === undefined ? 0 : numberOf(match[2]);
  if (match && value !== null && tolerance !== null && tolerance >= 0) {
    const unit = match[3] ?? '';
    if (unitRequired && !unit) {
      return { problem: `says ${UNIT_REQUIRED_MARK} but has no unit (write 4±0.1 g)` };
    }
    return { answer: { kind: 'number', value, tolerance, unit, unitRequired } };
  }
  if (/^[+-]?[\d.,]/.test(rest) && new RegExp(PLUS_MINUS).test(rest)) {
    return {
      problem: 'is not a number with a tolerance of 0 or more and a one-word unit (write 4±0.1 g)',
    };
  }
  if (unitRequired) {
    return { problem: `says ${UNIT_REQUIRED_MARK} but is not a number with a unit (write 4 g)` };
  }
  return { answer: { kind: 'text', text } };
}

/** The notation of an answer, in its one canonical form ('4±0.1 g', 'four grams'). */
export function formatAcceptedAnswer(answer: AcceptedAnswer): string {
  if (answer.kind === 'text') return answer.text;
  return [
    `${answer.value}${answer.tolerance > 0 ? `±${answer.tolerance}` : ''}`,
    answer.unit,
    answer.unitRequired ? UNIT_REQUIRED_MARK : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An answer as a student reads it: '4 ± 0.1 g', 'four grams'. */
export function describeAcceptedAnswer(notation: string): string {
  const parsed = parseAcceptedAnswer(notation);
  if ('problem' in parsed) return tidy(notation);
  const { answer } = parsed;
  if (answer.kind === 'text') return answer.text;
  const value = answer.tolerance > 0 ? `${answer.value} ± ${answer.tolerance}` : `${answer.value}`;
  return answer.unit ? `${value} ${answer.unit}` : value;
}

/**
 * A few parts per billion of slack, so that 4 ± 0.1 takes 3.9 although 4 - 3.9 is
 * 0.10000000000000009 in floating point.
 */
const slackOf = (answer: { value: number; tolerance: number }) =>
  1e-9 * Math.max(1, Math.abs(answer.value), answer.tolerance);

function matchesNumber(typed: string, answer: Extract<AcceptedAnswer, { kind: 'number' }>) {
  const match = TYPED_PATTERN.exec(typed);
  const value = match ? numberOf(match[1]!) : null;
  if (!match || value === null) return false;
  if (Math.abs(value - answer.value) > answer.tolerance + slackOf(answer)) return false;
  const unit = unitKey(match[2] ?? '');
  if (unit === '') return !answer.unitRequired || answer.unit === '';
  return unit === unitKey(answer.unit);
}

/** Whether a typed answer is one of the accepted ones (given in their notation). */
export function matchesAcceptedAnswers(given: string, accepted: readonly string[]): boolean {
  const typed = withoutFinalPeriod(tidy(given));
  if (typed === '') return false;
  return accepted.some((notation) => {
    const parsed = parseAcceptedAnswer(notation);
    if ('problem' in parsed)
      return textKey(notation) !== '' && textKey(notation) === textKey(typed);
    const { answer } = parsed;
    return answer.kind === 'number'
      ? matchesNumber(typed, answer)
      : textKey(answer.text) === textKey(typed);
  });
}

/** The notation as it is stored: canonical when it reads ('4 +/- 0.10 g' is '4±0.1 g'). */
export function canonicalAcceptedAnswer(notation: string): string {
  const parsed = parseAcceptedAnswer(notation);
  return 'answer' in parsed ? formatAcceptedAnswer(parsed.answer) : tidy(notation);
}

type Problem = { path: string; message: string };

/**
 * The problems of a fill in the blanks question's answer and the others it accepts, by request
 * path: each must read in the notation, and none may repeat an earlier one.
 */
export function acceptedAnswerProblems(answer: string, others: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  [answer, ...others].forEach((notation, index) => {
    const path = index === 0 ? 'answer' : `acceptedAnswers.${index - 1}`;
    const label = index === 0 ? 'The answer' : `Accepted answer ${index}`;
    if (index > 0 && notation.trim() === '') {
      problems.push({ path, message: `${label} is empty: fill it in or remove it` });
      return;
    }
    // The CSV keeps the others in one cell, separated by '|'.
    if (index > 0 && notation.includes('|')) {
      problems.push({ path, message: `${label} may not contain "|"` });
      return;
    }
    if (notation.length > ACCEPTED_ANSWER_LIMITS.length) {
      problems.push({
        path,
        message: `${label} may have at most ${ACCEPTED_ANSWER_LIMITS.length} characters`,
      });
      return;
    }
    const parsed = parseAcceptedAnswer(notation);
    if ('problem' in parsed) {
      problems.push({ path, message: `${label} ${parsed.problem}` });
      return;
    }
    const key = textKey(formatAcceptedAnswer(parsed.answer));
    if (seen.has(key)) problems.push({ path, message: `${label} is already accepted above` });
    seen.add(key);
  });
  if (others.length > ACCEPTED_ANSWER_LIMITS.others) {
    problems.push({
      path: 'acceptedAnswers',
      message: `A question accepts at most ${ACCEPTED_ANSWER_LIMITS.others} other answers`,
    });
  }
  return problems;
}

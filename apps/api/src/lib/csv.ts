// The bulk question CSV (docs/csv-format.md): reading a file into checked rows, every
// problem with its line and column, and writing questions back in the same format.
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionLetter,
  QUESTION_TYPES,
  type QuestionType,
  CSV_IMPORT_LIMITS,
} from '@prepward/shared/constants';
import {
  CORRECT_SEPARATOR,
  QUESTION_CSV_OPTION_COLUMNS,
  QUESTION_CSV_OPTIONAL_COLUMNS,
  QUESTION_CSV_REQUIRED_COLUMNS,
} from '@prepward/shared/question-csv';
import { CONTENT_LIMITS, htmlHasContent } from '@prepward/shared/schemas/content';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './control-characters';
import type { RichTextSanitizer } from './sanitize';

export type CsvQuestionRow = {
  /** Row number as a spreadsheet shows it: the header is line 1. */
  line: number;
  course: string;
  subject: string;
  type: QuestionType;
  question: string;
  explanation: string;
  options: { value: string; answer: boolean }[];
  /** Fill in the blanks only. */
  answer: string | null;
};

export type CsvProblem = { line: number; column: string; message: string };

export type CsvReadResult = { rows: CsvQuestionRow[]; problems: CsvProblem[] };

// ---- Formula-looking cells ----

// A spreadsheet runs a cell that starts with one of these as a formula. Exported cells that
// start so get a leading apostrophe (shown as text, never run); an import removes it again.
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Export: prefix a formula-looking cell (or one that already starts with the escape) with '. */
export function escapeFormula(cell: string): string {
  const [first, second] = [cell[0], cell[1]];
  if (first === undefined) return cell;
  if (FORMULA_START.has(first)) return `'${cell}`;
  if (first === "'" && second !== undefined && (FORMULA_START.has(second) || second === "'"))
    return `'${cell}`;
  return cell;
}

/** Import: the inverse of escapeFormula. */
export function unescapeFormula(cell: string): string {
  const second = cell[1];
  if (cell[0] === "'" && second !== undefined && (FORMULA_START.has(second) || second === "'"))
    return cell.slice(1);
  return cell;
}

// ---- Reading ----

const KNOWN_COLUMNS = new Set<string>([
  ...QUESTION_CSV_REQUIRED_COLUMNS,
  ...QUESTION_CSV_OPTIONAL_COLUMNS,
  ...QUESTION_CSV_OPTION_COLUMNS,
]);

const TYPE_LIST = QUESTION_TYPES.join(', ');

const normalizeHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const normalizeType = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function parseFailure(error: unknown): CsvProblem {
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    const reasons: Record<string, string> = {
      CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed: a closing " is missing',
      CSV_INVALID_CLOSING_QUOTE:
        'A quote inside a quoted cell must be doubled (""), or the cell must end after it',
      INVALID_OPENING_QUOTE: 'A cell that contains a quote must be quoted as a whole',
    };
    return {
      line,
      column: '',
      message: `The file is not valid CSV: ${reasons[error.code] ?? error.message}`,
    };
  }
  return { line: 1, column: '', message: 'The file could not be read as CSV' };
}

/** Text of a CSV upload, or the problem that stops it being read. */
export function decodeCsv(bytes: Buffer): { text: string } | { problem: CsvProblem } {
  if (bytes.includes(0)) {
    return { problem: { line: 1, column: '', message: 'This is not a CSV file (it is binary)' } };
  }
  try {
    // The decoder drops a UTF-8 byte order mark.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      problem: {
        line: 1,
        column: '',
        message: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
      },
    };
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a question CSV. Every problem of every row is collected (nothing is imported unless
 * there are none); rich-text cells come back sanitized. Yields to the event loop now and then
 * so a large file does not hold up other requests.
 */
export async function readQuestionCsv(
  bytes: Buffer,
  sanitize: RichTextSanitizer,
): Promise<CsvReadResult> {
  const decoded = decodeCsv(bytes);
  if ('problem' in decoded) return { rows: [], problems: [decoded.problem] };

  let records: string[][];
  try {
    records = parse(decoded.text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    return { rows: [], problems: [parseFailure(error)] };
  }

  const [header, ...body] = records;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return {
      rows: [],
      problems: [{ line: 1, column: '', message: 'The file is empty: the header row is missing' }],
    };
  }

  // ---- The header ----
  const columns = header.map(normalizeHeader);
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    if (column === '') {
      problems.push({ line: 1, column: `#${index + 1}`, message: 'A column has no name' });
    } else if (!KNOWN_COLUMNS.has(column)) {
      problems.push({
        line: 1,
        column,
        message: `Unknown column "${header[index]?.trim()}"; see the template for the columns`,
      });
    } else if (seen.has(column)) {
      problems.push({ line: 1, column, message: `Column "${column}" appears twice` });
    }
    seen.add(column);
  });
  for (const required of QUESTION_CSV_REQUIRED_COLUMNS) {
    if (!seen.has(required)) {
      problems.push({ line: 1, column: required, message: `Column "${required}" is missing` });
    }
  }
  if (problems.length > 0) return { rows: [], problems };

  const indexOf = new Map(columns.map((column, index) => [column, index]));
  const optionColumns = QUESTION_CSV_OPTION_COLUMNS.filter((column) => indexOf.has(column));

  const filled = body
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) {
    return {
      rows: [],
      problems: [{ line: 2, column: '', message: 'The file has no questions below the header' }],
    };
  }
  if (filled.length > CSV_IMPORT_LIMITS.maxRows) {
    return {
      rows: [],
      problems: [
        {
          line: 1,
          column: '',
          message: `The file has ${filled.length} questions; at most ${CSV_IMPORT_LIMITS.maxRows} can be imported at once`,
        },
      ],
    };
  }

  // ---- The rows ----
  const rows: CsvQuestionRow[] = [];
  for (const [position, { cells, line }] of filled.entries()) {
    if (position % 500 === 499) await yieldToEventLoop();
    const rowProblems: CsvProblem[] = [];
    const problem = (column: string, message: string) =>
      rowProblems.push({ line, column, message });
    const cell = (column: string) => {
      const index = indexOf.get(column);
      return index === undefined ? '' : unescapeFormula(cells[index] ?? '');
    };

    // No cell may carry a control character into the database (tabs and line breaks may).
    cells.forEach((value, index) => {
      if (hasControlCharacter(value)) {
        problem(columns[index] ?? `#${index + 1}`, CONTROL_CHARACTER_MESSAGE);
      }
    });
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      continue;
    }

    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim())) {
      problem(
        '',
        `This row has ${cells.length} cells but the header has ${columns.length} columns (is a comma missing its quotes?)`,
      );
      problems.push(...rowProblems);
      continue;
    }

    const name = (column: 'course' | 'subject', label: string) => {
      const value = cell(column).trim();
      if (!value) problem(column, `${label} is required`);
      else if (value.length > CONTENT_LIMITS.name)
        problem(column, `${label} may have at most ${CONTENT_LIMITS.name} characters`);
      return value;
    };
    const course = name('course', 'Course');
    const subject = name('subject', 'Subject');

    const rawType = normalizeType(cell('type'));
    const type = QUESTION_TYPES.find((candidate) => candidate === rawType);
    if (!rawType) problem('type', `Type is required (${TYPE_LIST})`);
    else if (!type) problem('type', `Type "${cell('type').trim()}" is not one of ${TYPE_LIST}`);

    const richText = (column: string, label: string, max: number, required: boolean) => {
      const raw = cell(column);
      if (raw.length > max * 2) {
        problem(column, `${label} may have at most ${max} characters`);
        return '';
      }
      const clean = sanitize(raw);
      if (clean.length > max) problem(column, `${label} may have at most ${max} characters`);
      else if (required && !htmlHasContent(clean)) {
        problem(
          column,
          raw.trim() === ''
            ? `${label} is required`
            : `${label} has nothing left once unsafe HTML is removed`,
        );
      }
      return clean;
    };
    const question = richText('question', 'Question', CONTENT_LIMITS.questionHtml, true);
    const explanation = indexOf.has('explanation')
      ? richText('explanation', 'Explanation', CONTENT_LIMITS.explanationHtml, false)
      : '';

    const optionCells = optionColumns.map((column) => ({ column, raw: cell(column) }));
    const correct = cell('correct').trim();
    let options: CsvQuestionRow['options'] = [];
    let answer: string | null = null;

    if (type === 'fill_in_the_blanks') {
      const extra = optionCells.find(({ raw }) => raw.trim() !== '');
      if (extra) {
        problem(
          extra.column,
          'A fill_in_the_blanks question has no options: put its answer in "correct"',
        );
      }
      if (!correct) problem('correct', 'The answer text is required in "correct"');
      else if (correct.length > CONTENT_LIMITS.answerText)
        problem('correct', `The answer may have at most ${CONTENT_LIMITS.answerText} characters`);
      answer = correct;
    } else if (type) {
      const lastFilled = optionCells.findLastIndex(({ raw }) => raw.trim() !== '');
      const used = optionCells.slice(0, lastFilled + 1);
      used.forEach(({ column, raw }, index) => {
        if (column !== `option_${optionLetter(index)}`) {
          problem(column, `Options must start at option_a and follow each other without a gap`);
        } else if (raw.trim() === '') {
          problem(column, `${column} is empty but a later option is filled`);
        }
      });
      options = used.map(({ column, raw }) => {
        const value = raw.trim() === '' ? '' : sanitize(raw);
        if (value.length > CONTENT_LIMITS.optionHtml)
          problem(column, `An option may have at most ${CONTENT_LIMITS.optionHtml} characters`);
        else if (raw.trim() !== '' && !htmlHasContent(value))
          problem(column, `${column} has nothing left once unsafe HTML is removed`);
        return { value, answer: false };
      });
      if (used.length < MIN_OPTIONS) {
        problem(
          optionCells[used.length]?.column ?? 'option_b',
          `A ${type} question needs at least ${MIN_OPTIONS} options (option_a and option_b)`,
        );
      }

      const letters = correct
        .toLowerCase()
        .split(/[;,\s]+/)
        .filter(Boolean);
      if (letters.length === 0) {
        problem(
          'correct',
          `The correct option letter is required (for example a, or a${CORRECT_SEPARATOR}c)`,
        );
      }
      for (const letter of new Set(letters)) {
        const index = /^[a-z]$/.test(letter) ? letter.charCodeAt(0) - 97 : -1;
        if (index < 0 || index >= MAX_OPTIONS) {
          problem(
            'correct',
            `"${letter}" is not an option letter (a to ${optionLetter(MAX_OPTIONS - 1)})`,
          );
        } else if (index >= options.length) {
          problem('correct', `Correct answer "${letter}" has no option: option_${letter} is empty`);
        } else {
          options[index]!.answer = true;
        }
      }
      if (type === 'single_choice' && new Set(letters).size > 1) {
        problem('correct', 'A single_choice question has exactly one correct answer');
      }
    }

    if (rowProblems.length > 0 || !type) {
      problems.push(...rowProblems);
      continue;
    }
    rows.push({ line, course, subject, type, question, explanation, options, answer });
  }
  return { rows, problems };
}

// ---- Writing ----

export type CsvQuestionExport = {
  course: string;
  subject: string;
  type: QuestionType;
  question: string;
  explanation: string;
  options: { value: string; answer: boolean }[];
  answer: string | null;
};

/**
 * Questions in the import format, with a byte order mark so spreadsheets read UTF-8. The
 * option columns go as far as the question with the most options (at least option_d).
 */
export function writeQuestionCsv(questions: CsvQuestionExport[]): string {
  const optionCount = Math.max(4, ...questions.map((question) => question.options.length));
  const optionColumns = QUESTION_CSV_OPTION_COLUMNS.slice(0, optionCount);
  const header = [
    'course',
    'subject',
    'type',
    'question',
    ...optionColumns,
    'correct',
    'explanation',
  ];
  const records = questions.map((question) => {
    const options = optionColumns.map((_, index) => question.options[index]?.value ?? '');
    const correct =
      question.type === 'fill_in_the_blanks'
        ? (question.answer ?? '')
        : question.options
            .flatMap((option, index) => (option.answer ? [optionLetter(index)] : []))
            .join(CORRECT_SEPARATOR);
    return [
      question.course,
      question.subject,
      question.type,
      question.question,
      ...options,
      correct,
      question.explanation,
    ].map(escapeFormula);
  });
  return `\uFEFF${stringify([header, ...records], { record_delimiter: '\r\n' })}`;
}

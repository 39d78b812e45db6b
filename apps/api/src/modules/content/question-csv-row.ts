// One row of the bulk question CSV read into a question: its cells checked one by one, each
// problem with the row's line and the column's name (docs/csv-format.md lists them). The file
// as a whole (header, row count) is question-csv-reader.ts.
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionLetter,
  QUESTION_TYPES,
  type QuestionType,
} from '@prepward/shared/constants';
import { acceptedAnswerProblems, canonicalAcceptedAnswer } from '@prepward/shared/accepted-answers';
import {
  hasParts,
  itemProblems,
  SCORING_RULES,
  type ScoringRule,
  type TItemLayout,
} from '@prepward/shared/item-types';
import {
  ACCEPTED_ANSWERS_SEPARATOR,
  CORRECT_SEPARATOR,
  QUESTION_CSV_OPTION_COLUMNS,
  readItemCell,
} from '@prepward/shared/question-csv';
import type { QuestionDifficulty, QuestionStatus } from '@prepward/shared/question-metadata';
import { CASE_STUDY_LIMITS } from '@prepward/shared/schemas/case-studies';
import { CASE_STUDY_STEPS, CONTENT_LIMITS } from '@prepward/shared/schemas/content';
import { htmlHasContent } from '@prepward/shared/html-text';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../../lib/control-characters';
import type { CsvProblem } from '../../lib/csv';
import type { RichTextSanitizer } from '../../lib/sanitize';
import { cleanLayout } from './item-layout';
import { unescapeFormula } from './question-csv-formula';
import { readMetadata } from './question-csv-metadata';

export type CsvQuestionRow = {
  /** Row number as a spreadsheet shows it: the header is line 1. */
  line: number;
  course: string;
  subject: string;
  type: QuestionType;
  question: string;
  explanation: string;
  /** `part`: the Next Generation types' row or blank (the `item` cell); 0 otherwise. */
  options: { value: string; answer: boolean; part?: number }[];
  /** The Next Generation types (the `scoring` and `item` cells); absent for the others. */
  scoring?: ScoringRule;
  layout?: TItemLayout;
  /** Fill in the blanks only. */
  answer: string | null;
  /** Fill in the blanks: the answers accepted besides `answer`; empty otherwise. */
  acceptedAnswers: string[];
  /** The question this row updates (an exported id); absent: a new question. */
  id?: string;
  /** Metadata (question-metadata.ts); absent: the default, or unchanged for an update. */
  status?: QuestionStatus;
  tags?: string[];
  category?: string | null;
  difficulty?: QuestionDifficulty | null;
  /**
   * The case study it is a step of (the `case` columns); null: it stands alone; absent (a file
   * without the columns): an updated question stays where it is.
   */
  case?: CsvQuestionCase | null;
};

/** A row's case study: its title, the row's step, and the scenario when the row gives one. */
export type CsvQuestionCase = { title: string; step: number; scenario?: string };

/** A row read: its question, or every problem it has. */
export type CsvRowResult = { row: CsvQuestionRow } | { problems: CsvProblem[] };

/** The row being read: its cells by column name, and where its problems go. */
export type RowCells = {
  cell: (column: string) => string;
  has: (column: string) => boolean;
  problem: (column: string, message: string) => void;
  sanitize: RichTextSanitizer;
};
type OptionCell = { column: string; raw: string };
type Options = CsvQuestionRow['options'];
type ChoiceType = 'single_choice' | 'multiple_choice';

const TYPE_LIST = QUESTION_TYPES.join(', ');
const CASE_COLUMNS = ['case', 'case_step', 'case_scenario'];

/** Nothing, or only an editor's empty paragraph (`<p></p>`, `<p><br></p>`): an empty cell. */
const isBlank = (raw: string) => /^(\s|<\/?p>|<br\s*\/?>|&nbsp;)*$/i.test(raw);

const normalizeType = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Reads rows under a checked header (`columns`: its names, normalized). Rich-text cells
 * come back sanitized.
 */
export function questionRowReader(columns: string[], sanitize: RichTextSanitizer) {
  const indexOf = new Map(columns.map((column, index) => [column, index]));
  const optionColumns = QUESTION_CSV_OPTION_COLUMNS.filter((column) => indexOf.has(column));

  return (cells: string[], line: number): CsvRowResult => {
    const cellProblems = checkCells(cells, columns, line);
    if (cellProblems.length > 0) return { problems: cellProblems };

    const problems: CsvProblem[] = [];
    const row: RowCells = {
      cell: (column) => {
        const index = indexOf.get(column);
        return index === undefined ? '' : unescapeFormula(cells[index] ?? '');
      },
      has: (column) => indexOf.has(column),
      problem: (column, message) => problems.push({ line, column, message }),
      sanitize,
    };
    const question = readQuestion(row, optionColumns);
    const place = readCase(row);
    return question && problems.length === 0
      ? { row: { line, ...question, ...place } }
      : { problems };
  };
}

/**
 * The checks that stop the others: a control character in any cell (none may reach the
 * database; tabs and line breaks may), or more filled cells than the header has columns.
 */
function checkCells(cells: string[], columns: string[], line: number): CsvProblem[] {
  const problems = cells.flatMap((value, index) =>
    hasControlCharacter(value)
      ? [{ line, column: columns[index] ?? `#${index + 1}`, message: CONTROL_CHARACTER_MESSAGE }]
      : [],
  );
  if (problems.length > 0) return problems;
  if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim())) {
    const message = `This row has ${cells.length} cells but the header has ${columns.length} columns (is a comma missing its quotes?)`;
    return [{ line, column: '', message }];
  }
  return [];
}

/** The row's question, or null when its type is missing or unknown (a problem says so). */
function readQuestion(row: RowCells, optionColumns: string[]): Omit<CsvQuestionRow, 'line'> | null {
  const course = readName(row, 'course', 'Course');
  const subject = readName(row, 'subject', 'Subject');
  const type = readType(row);
  const question = readRichText(row, 'question', 'Question', CONTENT_LIMITS.questionHtml, true);
  const explanation = row.has('explanation')
    ? readRichText(row, 'explanation', 'Explanation', CONTENT_LIMITS.explanationHtml, false)
    : '';
  if (!type) return null;

  const optionCells = optionColumns.map((column) => ({ column, raw: row.cell(column) }));
  const correct = row.cell('correct').trim();
  if (hasParts(type)) {
    return { course, subject, type, question, explanation, ...readItem(row, type, optionCells) };
  }
  const exhibits = readExhibits(row, type);
  if (type === 'fill_in_the_blanks') {
    return {
      course,
      subject,
      type,
      question,
      explanation,
      options: [],
      ...readBlankAnswers(row, optionCells, correct),
      ...readMetadata(row),
      ...exhibits,
    };
  }
  if (row.cell('accepted_answers').trim() !== '') {
    row.problem(
      'accepted_answers',
      `A ${type} question has no accepted answers: its correct option letters go in "correct"`,
    );
  }
  const choice = type as ChoiceType;
  const options = readOptions(row, choice, optionCells);
  markCorrect(row, choice, options, correct);
  return {
    course,
    subject,
    type,
    question,
    explanation,
    options,
    answer: null,
    acceptedAnswers: [],
    ...readMetadata(row),
    ...exhibits,
  };
}

/**
 * The exhibits of a question of the first three types, from the `item` cell (no parts there:
 * its options are in the option columns). Without the column the question's stay as they are.
 */
function readExhibits(row: RowCells, type: QuestionType): Pick<CsvQuestionRow, 'layout'> {
  if (!row.has('item')) return {};
  const cell = row.cell('item').trim();
  if (!cell) return { layout: {} };
  const read = readItemCell(cell);
  if ('problem' in read) {
    row.problem('item', read.problem);
    return {};
  }
  if (read.options.length > 0) {
    row.problem(
      'item',
      `A ${type} question keeps its options in the option columns, not in "item"`,
    );
    return {};
  }
  const layout = cleanLayout(type, read.layout, row.sanitize);
  for (const problem of itemProblems({ type, layout, options: [] })) {
    row.problem('item', problem.message);
  }
  return { layout };
}

/**
 * A Next Generation item: its options and layout from the `item` cell (question-csv.ts
 * itemCell), its rule from `scoring`; the option and correct columns stay empty.
 */
function readItem(
  row: RowCells,
  type: QuestionType,
  optionCells: OptionCell[],
): Pick<CsvQuestionRow, 'options' | 'scoring' | 'layout' | 'answer' | 'acceptedAnswers'> &
  ReturnType<typeof readMetadata> {
  const empty = { options: [], answer: null, acceptedAnswers: [], ...readMetadata(row) };
  for (const column of ['correct', 'accepted_answers', ...optionCells.map((c) => c.column)]) {
    if (row.cell(column).trim() !== '') {
      row.problem(column, `A ${type} question keeps its options in "item", not in "${column}"`);
    }
  }
  const rawScoring = row.cell('scoring').trim().toLowerCase();
  const scoring = SCORING_RULES.find((rule) => rule === rawScoring);
  if (rawScoring && !scoring) {
    row.problem('scoring', `Scoring "${rawScoring}" is not one of ${SCORING_RULES.join(', ')}`);
  }
  const cell = row.cell('item').trim();
  if (!cell) {
    row.problem('item', `A ${type} question needs its options in "item"`);
    return empty;
  }
  const read = readItemCell(cell);
  if ('problem' in read) {
    row.problem('item', read.problem);
    return empty;
  }
  const options = read.options.map((option) => ({ ...option, value: row.sanitize(option.value) }));
  const layout = cleanLayout(type, read.layout, row.sanitize);
  for (const problem of itemProblems({ type, scoring, layout, options })) {
    row.problem(problem.path === 'scoring' ? 'scoring' : 'item', problem.message);
  }
  return { ...empty, options, layout, ...(scoring ? { scoring } : {}) };
}

/**
 * The row's case study (`case`, `case_step`, `case_scenario`): nothing in a file without those
 * columns, null when `case` is empty (then the other two must be too).
 */
function readCase(row: RowCells): Pick<CsvQuestionRow, 'case'> {
  if (!CASE_COLUMNS.some((column) => row.has(column))) return {};
  const title = row.cell('case').trim();
  const step = row.cell('case_step').trim();
  const scenario = row.cell('case_scenario');
  if (!title) {
    if (step) row.problem('case_step', 'A step belongs to a case study: name it in "case"');
    if (!isBlank(scenario)) {
      row.problem('case_scenario', 'A scenario belongs to a case study: name it in "case"');
    }
    return { case: null };
  }
  if (title.length > CASE_STUDY_LIMITS.title) {
    row.problem(
      'case',
      `A case study's title may have at most ${CASE_STUDY_LIMITS.title} characters`,
    );
  }
  const number = /^\d+$/.test(step) ? Number(step) : Number.NaN;
  if (!step) {
    row.problem(
      'case_step',
      `A question of a case study needs its step in "case_step" (1 to ${CASE_STUDY_STEPS})`,
    );
  } else if (!(number >= 1 && number <= CASE_STUDY_STEPS)) {
    row.problem('case_step', `The step is a whole number from 1 to ${CASE_STUDY_STEPS}`);
  }
  if (isBlank(scenario)) return { case: { title, step: number } };
  return {
    case: {
      title,
      step: number,
      scenario: readRichText(
        row,
        'case_scenario',
        'The scenario',
        CASE_STUDY_LIMITS.scenarioHtml,
        true,
      ),
    },
  };
}

function readName(row: RowCells, column: 'course' | 'subject', label: string): string {
  const value = row.cell(column).trim();
  if (!value) row.problem(column, `${label} is required`);
  else if (value.length > CONTENT_LIMITS.name)
    row.problem(column, `${label} may have at most ${CONTENT_LIMITS.name} characters`);
  return value;
}

function readType(row: RowCells): QuestionType | undefined {
  const rawType = normalizeType(row.cell('type'));
  const type = QUESTION_TYPES.find((candidate) => candidate === rawType);
  if (!rawType) row.problem('type', `Type is required (${TYPE_LIST})`);
  else if (!type)
    row.problem('type', `Type "${row.cell('type').trim()}" is not one of ${TYPE_LIST}`);
  return type;
}

/** A rich-text cell, sanitized; `max` applies to the sanitized text. */
function readRichText(
  row: RowCells,
  column: string,
  label: string,
  max: number,
  required: boolean,
): string {
  const raw = row.cell(column);
  if (raw.length > max * 2) {
    row.problem(column, `${label} may have at most ${max} characters`);
    return '';
  }
  const clean = row.sanitize(raw);
  if (clean.length > max) row.problem(column, `${label} may have at most ${max} characters`);
  else if (required && !htmlHasContent(clean)) {
    row.problem(
      column,
      isBlank(raw)
        ? `${label} is required`
        : `${label} has nothing left once unsafe HTML is removed`,
    );
  }
  return clean;
}

/**
 * Fill in the blanks: no options, the answer in `correct` and the others accepted in
 * `accepted_answers` (`4±0.1 g|four grams`), stored in their canonical notation.
 */
function readBlankAnswers(
  row: RowCells,
  optionCells: OptionCell[],
  correct: string,
): Pick<CsvQuestionRow, 'answer' | 'acceptedAnswers'> {
  const extra = optionCells.find(({ raw }) => !isBlank(raw));
  if (extra) {
    row.problem(
      extra.column,
      'A fill_in_the_blanks question has no options: put its answer in "correct"',
    );
  }
  const others = row
    .cell('accepted_answers')
    .split(ACCEPTED_ANSWERS_SEPARATOR)
    .map((answer) => answer.trim())
    .filter(Boolean);
  if (!correct) {
    row.problem('correct', 'The answer text is required in "correct"');
    return { answer: correct, acceptedAnswers: others };
  }
  for (const { path, message } of acceptedAnswerProblems(correct, others)) {
    row.problem(path === 'answer' ? 'correct' : 'accepted_answers', message);
  }
  return {
    answer: canonicalAcceptedAnswer(correct),
    acceptedAnswers: others.map(canonicalAcceptedAnswer),
  };
}

/** The options up to the last filled one: from option_a on, without gaps, at least two. */
function readOptions(row: RowCells, type: ChoiceType, optionCells: OptionCell[]): Options {
  const lastFilled = optionCells.findLastIndex(({ raw }) => !isBlank(raw));
  const used = optionCells.slice(0, lastFilled + 1);
  used.forEach(({ column, raw }, index) => {
    if (column !== `option_${optionLetter(index)}`) {
      row.problem(column, `Options must start at option_a and follow each other without a gap`);
    } else if (isBlank(raw)) {
      row.problem(column, `${column} is empty but a later option is filled`);
    }
  });
  const options = used.map(({ column, raw }) => {
    const value = isBlank(raw) ? '' : row.sanitize(raw);
    if (value.length > CONTENT_LIMITS.optionHtml)
      row.problem(column, `An option may have at most ${CONTENT_LIMITS.optionHtml} characters`);
    else if (!isBlank(raw) && !htmlHasContent(value))
      row.problem(column, `${column} has nothing left once unsafe HTML is removed`);
    return { value, answer: false };
  });
  if (used.length < MIN_OPTIONS) {
    row.problem(
      optionCells[used.length]?.column ?? 'option_b',
      `A ${type} question needs at least ${MIN_OPTIONS} options (option_a and option_b)`,
    );
  }
  return options;
}

/** Marks the options `correct` names by letter (`a`, `a;c`); single_choice takes one. */
function markCorrect(row: RowCells, type: ChoiceType, options: Options, correct: string): void {
  const letters = correct
    .toLowerCase()
    .split(/[;,\s]+/)
    .filter(Boolean);
  if (letters.length === 0) {
    row.problem(
      'correct',
      `The correct option letter is required (for example a, or a${CORRECT_SEPARATOR}c)`,
    );
  }
  for (const letter of new Set(letters)) {
    const index = /^[a-z]$/.test(letter) ? letter.charCodeAt(0) - 97 : -1;
    if (index < 0 || index >= MAX_OPTIONS) {
      row.problem(
        'correct',
        `"${letter}" is not an option letter (a to ${optionLetter(MAX_OPTIONS - 1)})`,
      );
    } else if (index >= options.length) {
      row.problem('correct', `Correct answer "${letter}" has no option: option_${letter} is empty`);
    } else {
      options[index]!.answer = true;
    }
  }
  if (type === 'single_choice' && new Set(letters).size > 1) {
    row.problem('correct', 'A single_choice question has exactly one correct answer');
  }
}

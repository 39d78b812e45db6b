// Reading the bulk question CSV (docs/csv-format.md; its columns are in
// @prepward/shared/question-csv): the file's header checked, then each row read into a
// question (question-csv-row.ts), every problem with its line and column.
import { CSV_IMPORT_LIMITS } from '@prepward/shared/constants';
import {
  QUESTION_CSV_OPTION_COLUMNS,
  QUESTION_CSV_OPTIONAL_COLUMNS,
  QUESTION_CSV_REQUIRED_COLUMNS,
} from '@prepward/shared/question-csv';
import { readCsvRecords, SEPARATOR_NAMES, type CsvProblem } from '../../lib/csv';
import type { RichTextSanitizer } from '../../lib/sanitize';
import { fileCaseProblems } from './question-import-cases';
import { questionRowReader, type CsvQuestionRow, type CsvRowResult } from './question-csv-row';

export type CsvReadResult = { rows: CsvQuestionRow[]; problems: CsvProblem[] };

/** A filled row of the file and its line (the header is line 1). */
type FilledRow = { cells: string[]; line: number };

const KNOWN_COLUMNS = new Set<string>([
  ...QUESTION_CSV_REQUIRED_COLUMNS,
  ...QUESTION_CSV_OPTIONAL_COLUMNS,
  ...QUESTION_CSV_OPTION_COLUMNS,
]);

const normalizeHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file refused as a whole, for one problem. */
const refused = (line: number, message: string): CsvReadResult => ({
  rows: [],
  problems: [{ line, column: '', message }],
});

/**
 * Reads a question CSV. Every problem of every row is collected (nothing is imported unless
 * there are none); rich-text cells come back sanitized. Yields to the event loop now and then
 * so a large file does not hold up other requests.
 */
export async function readQuestionCsv(
  bytes: Buffer,
  sanitize: RichTextSanitizer,
): Promise<CsvReadResult> {
  const read = readCsvRecords(bytes);
  if ('problem' in read) return { rows: [], problems: [read.problem] };

  const [header, ...body] = read.records;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return refused(1, 'The file is empty: the header row is missing');
  }
  const columns = header.map(normalizeHeader);
  const headerProblems = checkHeader(header, columns, SEPARATOR_NAMES[read.separator]);
  if (headerProblems.length > 0) return { rows: [], problems: headerProblems };

  const filled = filledRows(body);
  if (filled.length === 0) return refused(2, 'The file has no questions below the header');
  if (filled.length > CSV_IMPORT_LIMITS.maxRows) {
    return refused(
      1,
      `The file has ${filled.length} questions; at most ${CSV_IMPORT_LIMITS.maxRows} can be imported at once`,
    );
  }
  const { rows, problems } = await readRows(filled, questionRowReader(columns, sanitize));
  // Rows of one case are checked together once each has been read.
  problems.push(...fileCaseProblems(rows));
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}

/**
 * Unnamed, unknown and repeated columns, then missing required ones. An unknown column names
 * the separator the header was read with: a whole header read as one column is then plain.
 */
function checkHeader(header: string[], columns: string[], separatorName: string): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    if (column === '') {
      problems.push({ line: 1, column: `#${index + 1}`, message: 'A column has no name' });
    } else if (!KNOWN_COLUMNS.has(column)) {
      problems.push({
        line: 1,
        column,
        message: `Unknown column "${header[index]?.trim()}" (the header was read with ${separatorName} between columns); see the template for the columns`,
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
  return problems;
}

/** The rows below the header with a cell that is not blank (empty rows still count as lines). */
function filledRows(body: string[][]): FilledRow[] {
  return body
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
}

async function readRows(
  filled: FilledRow[],
  readRow: (cells: string[], line: number) => CsvRowResult,
): Promise<CsvReadResult> {
  const rows: CsvQuestionRow[] = [];
  const problems: CsvProblem[] = [];
  for (const [position, { cells, line }] of filled.entries()) {
    if (position % 500 === 499) await yieldToEventLoop();
    const result = readRow(cells, line);
    if ('row' in result) rows.push(result.row);
    else problems.push(...result.problems);
  }
  return { rows, problems };
}

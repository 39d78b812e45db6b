// Reading an uploaded CSV file: its bytes decoded as UTF-8 and parsed into records, or the
// problem (with its line) that stops it. What the columns mean is up to the caller (the bulk
// question CSV: modules/content/question-csv-reader.ts).
import { CsvError, parse } from 'csv-parse/sync';

/** A problem of a CSV file: `line` as a spreadsheet shows it (the header is line 1). */
export type CsvProblem = { line: number; column: string; message: string };

/**
 * Separators a file may use between cells: spreadsheets in German or French save CSV with
 * semicolons (the comma is their decimal mark), and some tools save tabs.
 */
export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** The separator as a message names it: 'commas', 'semicolons', 'tabs'. */
export const SEPARATOR_NAMES: Record<CsvSeparator, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
};

/**
 * The separator of a file, from its header line: the one found most often outside quotes
 * (a comma on a tie, and when none is found).
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best: CsvSeparator = ',';
  for (const separator of CSV_SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

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

/**
 * The records (rows of cells) of a CSV upload, empty rows included, so that records[i] is the
 * row a spreadsheet numbers i + 1, and the separator they were read with; or the problem that
 * stops the file being read.
 */
export function readCsvRecords(
  bytes: Buffer,
): { records: string[][]; separator: CsvSeparator } | { problem: CsvProblem } {
  const decoded = decodeCsv(bytes);
  if ('problem' in decoded) return decoded;
  const separator = detectSeparator(decoded.text);
  try {
    const records: string[][] = parse(decoded.text, {
      bom: true,
      delimiter: separator,
      relax_column_count: true,
      skip_empty_lines: false,
    });
    return { records, separator };
  } catch (error) {
    return { problem: parseFailure(error) };
  }
}

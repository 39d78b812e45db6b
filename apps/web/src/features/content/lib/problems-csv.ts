// The problems of a refused bulk upload as a CSV the administrator can open next to the file:
// line, column, reason. Made in the browser from the reply, which lists every problem (the
// panel shows the first 200).
import type { ApiErrorDetail } from '@prepward/shared/api';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe, as our exports do. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function problemsCsv(problems: ApiErrorDetail[]): string {
  const rows = problems.map((problem) =>
    [problem.line === undefined ? '' : String(problem.line), problem.column ?? '', problem.message]
      .map(cell)
      .join(','),
  );
  // A byte order mark, so spreadsheets read the text as UTF-8.
  return `\uFEFF${['line,column,reason', ...rows].join('\r\n')}\r\n`;
}

/** 'questions.csv' gives 'questions-errors.csv'. */
export const problemsFileName = (uploaded: string) =>
  `${uploaded.replace(/\.csv$/i, '') || 'questions'}-errors.csv`;

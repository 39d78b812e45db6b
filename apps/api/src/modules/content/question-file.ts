// A file of questions to import, whatever its format: read into the rows the import writes
// (question-csv-row.ts), with every problem that stops it and the notices of what the format
// carried that PrepWard does not keep. The CSV is the project's own format (docs/csv-format.md).
import type { CsvProblem } from '../../lib/csv';
import type { RichTextSanitizer } from '../../lib/sanitize';
import type { CsvQuestionRow } from './question-csv-row';
import { readQuestionCsv } from './question-csv-reader';

export const QUESTION_FILE_FORMATS = ['csv'] as const;
export type QuestionFileFormat = (typeof QUESTION_FILE_FORMATS)[number];

/** Something of the file left out or changed on the way in, said to the importer. */
export type ImportNotice = { where: string; message: string };

export type QuestionFileRead = {
  format: QuestionFileFormat;
  rows: CsvQuestionRow[];
  problems: CsvProblem[];
  notices: ImportNotice[];
};

/** The file's format, by its name; null when it is none the import reads. */
export function questionFileFormat(fileName: string): QuestionFileFormat | null {
  return /\.csv$/i.test(fileName) ? 'csv' : null;
}

export async function readQuestionFile(
  bytes: Buffer,
  format: QuestionFileFormat,
  sanitize: RichTextSanitizer,
): Promise<QuestionFileRead> {
  switch (format) {
    case 'csv': {
      const { rows, problems } = await readQuestionCsv(bytes, sanitize);
      return { format, rows, problems, notices: [] };
    }
  }
}

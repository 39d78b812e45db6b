// A file of questions to import, whatever its format: read into the rows the import writes
// (question-csv-row.ts), with every problem that stops it and the notices of what the format
// carried that PrepWard does not keep. The CSV is the project's own format (docs/csv-format.md);
// Moodle XML, GIFT, Aiken and QTI 1.2 and 2.1 are read in formats/ (docs/question-formats.md).
import type { CsvProblem } from '../../lib/csv';
import type { RichTextSanitizer } from '../../lib/sanitize';
import { createImageCollector, type ImageCollector } from './formats/images';
import type { ImportNotice } from './formats/imported-question';
import { interchangeFormat, readInterchangeFile, INTERCHANGE_FORMATS } from './formats/read-format';
import type { CsvQuestionRow } from './question-csv-row';
import { readQuestionCsv } from './question-csv-reader';

export const QUESTION_FILE_FORMATS = ['csv', ...INTERCHANGE_FORMATS] as const;
export type QuestionFileFormat = (typeof QUESTION_FILE_FORMATS)[number];

export type { ImportNotice };

export type QuestionFileRead = {
  format: QuestionFileFormat;
  rows: CsvQuestionRow[];
  problems: CsvProblem[];
  notices: ImportNotice[];
};

/**
 * The file's format, by its name (`.csv`, `.xml`, `.txt`, `.gift`, `.zip`) and, where the name
 * leaves it open, its content; null when it is none the import reads.
 */
export function questionFileFormat(fileName: string, bytes?: Buffer): QuestionFileFormat | null {
  if (/\.csv$/i.test(fileName)) return 'csv';
  return interchangeFormat(fileName, bytes ?? Buffer.alloc(0));
}

export async function readQuestionFile(
  bytes: Buffer,
  format: QuestionFileFormat,
  sanitize: RichTextSanitizer,
  /** The file's name (the subject of questions without a category) and where its images go. */
  options: { fileName?: string; images?: ImageCollector } = {},
): Promise<QuestionFileRead> {
  if (format === 'csv') {
    const { rows, problems } = await readQuestionCsv(bytes, sanitize);
    return { format, rows, problems, notices: [] };
  }
  const read = await readInterchangeFile(bytes, format, {
    sanitize,
    fileName: options.fileName ?? 'questions',
    images: options.images ?? createImageCollector(),
  });
  return { format, ...read };
}

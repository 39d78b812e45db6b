// The question files the bulk import reads and the export writes besides the project's own
// CSV (docs/question-formats.md): the formats of Moodle, Canvas and Blackboard. The server
// reads and writes them in apps/api/src/modules/content/formats.

/** The formats an export can be asked for (`?format=`); `csv` is the default. */
export const QUESTION_EXPORT_FORMATS = [
  'csv',
  'moodle-xml',
  'gift',
  'aiken',
  'qti21',
  'qti12',
] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];

/** Each format's name as people know it, for menus and messages. */
export const QUESTION_FORMAT_LABELS: Record<QuestionExportFormat, string> = {
  csv: 'CSV',
  'moodle-xml': 'Moodle XML',
  gift: 'GIFT',
  aiken: 'Aiken',
  qti21: 'QTI 2.1',
  qti12: 'QTI 1.2',
};

/**
 * The file name endings an import accepts: `.xml` is Moodle XML or a QTI file, `.txt` GIFT or
 * Aiken, `.zip` a QTI 1.2 or 2.1 package (the server tells them apart by their content).
 */
export const QUESTION_IMPORT_EXTENSIONS = ['.csv', '.xml', '.txt', '.gift', '.zip'] as const;

/** Whether a file name ends in one of the accepted endings, ignoring case. */
export const isQuestionFileName = (name: string) =>
  QUESTION_IMPORT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * The header of an export that had to leave questions out (Aiken carries only single choice
 * questions): how many.
 */
export const QUESTIONS_LEFT_OUT_HEADER = 'X-Questions-Left-Out';

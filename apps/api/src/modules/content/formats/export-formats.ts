// An export in the format asked for: the project's CSV or one of the interchange formats, with
// its content type, file name and how many questions the format could not carry (Aiken: all
// but single choice).
import type { QuestionType } from '@prepward/shared/constants';
import { hasParts } from '@prepward/shared/item-types';
import type { QuestionExportFormat } from '@prepward/shared/question-formats';
import { writeQuestionCsv } from '../question-csv-writer';
import { aikenCarries, writeAiken } from './aiken-writer';
import { imageSources, type ExportImages, type ExportQuestion } from './export-question';
import { writeGift } from './gift-writer';
import { MOODLE_ITEM_TYPES, writeMoodleXml } from './moodle-xml-writer';
import { writeQti12 } from './qti12-writer';
import { writeQti21 } from './qti21-writer';

export type WrittenExport = {
  body: string | Buffer;
  contentType: string;
  fileName: string;
  /** Questions written. */
  count: number;
  /** Questions the format cannot carry, left out. */
  leftOut: number;
};

/** Whether the format embeds images (the others keep their addresses or drop them). */
export const embedsImages = (format: QuestionExportFormat) =>
  format === 'moodle-xml' || format === 'qti21' || format === 'qti12';

/** The image addresses of the questions, each once. */
export const exportImageSources = (questions: ExportQuestion[]) => [
  ...new Set(
    questions.flatMap((question) =>
      [
        question.question,
        question.explanation,
        ...question.options.map((option) => option.value),
      ].flatMap(imageSources),
    ),
  ),
];

type ExportContext = { baseName: string; title: string; images: ExportImages };

/**
 * Whether the format carries a question of this type: CSV and QTI 2.1 every one; Moodle XML
 * select all that apply and the two clozes of the Next Generation types (options in parts,
 * item-types.ts); the others none of them. What a format cannot carry is left out and counted.
 */
export function formatCarries(format: QuestionExportFormat, type: QuestionType): boolean {
  if (!hasParts(type) || format === 'csv') return true;
  if (format === 'qti21') return true;
  return format === 'moodle-xml' && MOODLE_ITEM_TYPES.includes(type);
}

/** The export of the questions the format can carry, with how many it left out. */
export function writeExport(
  format: QuestionExportFormat,
  questions: ExportQuestion[],
  context: ExportContext,
): WrittenExport {
  const carried = questions.filter((question) => formatCarries(format, question.type));
  const written = writeCarried(format, carried, context);
  return { ...written, leftOut: written.leftOut + questions.length - carried.length };
}

function writeCarried(
  format: QuestionExportFormat,
  questions: ExportQuestion[],
  context: ExportContext,
): WrittenExport {
  const all = { count: questions.length, leftOut: 0 };
  switch (format) {
    case 'csv':
      return {
        body: writeQuestionCsv(questions),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${context.baseName}.csv`,
        ...all,
      };
    case 'moodle-xml':
      return {
        body: writeMoodleXml(questions, context),
        contentType: 'application/xml; charset=utf-8',
        fileName: `${context.baseName}.moodle.xml`,
        ...all,
      };
    case 'gift':
      return {
        body: writeGift(questions, context),
        contentType: 'text/plain; charset=utf-8',
        fileName: `${context.baseName}.gift.txt`,
        ...all,
      };
    case 'aiken': {
      const carried = questions.filter(aikenCarries).length;
      return {
        body: writeAiken(questions),
        contentType: 'text/plain; charset=utf-8',
        fileName: `${context.baseName}.aiken.txt`,
        count: carried,
        leftOut: questions.length - carried,
      };
    }
    case 'qti21':
      return {
        body: writeQti21(questions, context),
        contentType: 'application/zip',
        fileName: `${context.baseName}.qti21.zip`,
        ...all,
      };
    case 'qti12':
      return {
        body: writeQti12(questions, context),
        contentType: 'application/zip',
        fileName: `${context.baseName}.qti12.zip`,
        ...all,
      };
  }
}

/**
 * The images the questions show, read from the store, for a format that embeds them; each
 * named as it is stored (`<sha-256>.png`). An image the store no longer has keeps its address.
 */
export async function readExportImages(
  format: QuestionExportFormat,
  questions: ExportQuestion[],
  read: (url: string) => Promise<Buffer | null>,
): Promise<ExportImages> {
  const images: ExportImages = new Map();
  if (!embedsImages(format)) return images;
  for (const src of exportImageSources(questions)) {
    const bytes = await read(src);
    if (bytes) images.set(src, { name: src.slice(src.lastIndexOf('/') + 1), bytes });
  }
  return images;
}

// Which interchange format a file is, by its name and, where the name leaves it open, by its
// content (.xml: Moodle XML or QTI; .txt: GIFT or Aiken; .zip: QTI 1.2 or 2.1), and reading it
// into import rows with the mapping rules of imported-question.ts.
import { CSV_IMPORT_LIMITS } from '@prepward/shared/constants';
import { unzipSync } from 'fflate';
import type { CsvProblem } from '../../../lib/csv';
import type { RichTextSanitizer } from '../../../lib/sanitize';
import type { CsvQuestionRow } from '../question-csv-row';
import { readAiken } from './aiken-reader';
import { readGift } from './gift-reader';
import type { ImageCollector } from './images';
import { toQuestionRow, type FormatRead, type ImportNotice } from './imported-question';
import { readMoodleXml } from './moodle-xml-reader';
import { MANIFEST } from './qti-package';
import { readQti12File, readQti12Package } from './qti12-reader';
import { readQti21Item, readQti21Package } from './qti21-reader';
import { readZip } from './zip';

export const INTERCHANGE_FORMATS = ['moodle-xml', 'gift', 'aiken', 'qti12', 'qti21'] as const;
export type InterchangeFormat = (typeof INTERCHANGE_FORMATS)[number];

const head = (bytes: Buffer) => bytes.subarray(0, 8192).toString('utf8');

/** The root element's local name of an XML document (after declarations and comments). */
function xmlRootName(bytes: Buffer): string | undefined {
  const text = head(bytes)
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '');
  return /<(?:[\w.-]+:)?([\w.-]+)/.exec(text)?.[1];
}

/** Aiken: `ANSWER: B` lines, and none of GIFT's braces. */
function looksLikeAiken(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  return /^\s*ANSWER\s*:\s*[A-Z]\s*$/m.test(text) && !/(^|[^\\])\{/.test(text);
}

/** A QTI package's version, from its manifest's resource types (1.2 when it says neither). */
function qtiVersion(bytes: Buffer): 'qti12' | 'qti21' {
  try {
    const manifest = unzipSync(bytes, {
      filter: (file) =>
        file.name.split('/').pop() === MANIFEST && file.originalSize < 8 * 1024 * 1024,
    });
    const text = Object.values(manifest)
      .map((data) => Buffer.from(data).toString('utf8'))
      .join('\n');
    return /imsqti_item_xmlv2p|imsqti_v2p/i.test(text) ? 'qti21' : 'qti12';
  } catch {
    return 'qti12';
  }
}

/** The interchange format of a file by its name and content; null when it is none of them. */
export function interchangeFormat(fileName: string, bytes: Buffer): InterchangeFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  switch (extension) {
    case 'gift':
      return 'gift';
    case 'txt':
      return looksLikeAiken(bytes) ? 'aiken' : 'gift';
    case 'xml': {
      const root = xmlRootName(bytes);
      if (root === 'questestinterop') return 'qti12';
      if (root === 'assessmentItem') return 'qti21';
      return 'moodle-xml';
    }
    case 'zip':
      return qtiVersion(bytes);
    default:
      return null;
  }
}

export type InterchangeRead = {
  rows: CsvQuestionRow[];
  problems: CsvProblem[];
  notices: ImportNotice[];
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function readFormat(
  bytes: Buffer,
  format: InterchangeFormat,
  fileName: string,
  images: ImageCollector,
): FormatRead {
  const isZip = bytes.subarray(0, 2).toString('latin1') === 'PK';
  switch (format) {
    case 'moodle-xml':
      return readMoodleXml(bytes, images);
    case 'gift':
      return readGift(bytes, images);
    case 'aiken':
      return readAiken(bytes);
    case 'qti12':
    case 'qti21': {
      if (!isZip) {
        return format === 'qti12'
          ? readQti12File(bytes, fileName, images)
          : readQti21Item(bytes, fileName, images);
      }
      const unzipped = readZip(bytes);
      if ('problem' in unzipped) {
        return {
          questions: [],
          notices: [],
          problems: [{ line: 1, column: '', message: unzipped.problem }],
        };
      }
      return format === 'qti12'
        ? readQti12Package(unzipped.files, images)
        : readQti21Package(unzipped.files, images);
    }
  }
}

/**
 * Reads a file of another system into import rows: every problem of every question (nothing
 * is imported unless there are none), and the notices of what was left out or changed.
 */
export async function readInterchangeFile(
  bytes: Buffer,
  format: InterchangeFormat,
  context: { sanitize: RichTextSanitizer; fileName: string; images: ImageCollector },
): Promise<InterchangeRead> {
  const read = readFormat(bytes, format, context.fileName, context.images);
  const result: InterchangeRead = {
    rows: [],
    problems: [...read.problems],
    notices: [...read.notices],
  };
  // A file-wide problem (not XML, a broken package) leaves no question to check.
  if (result.problems.length > 0 && read.questions.length === 0) return result;
  if (read.questions.length > CSV_IMPORT_LIMITS.maxRows) {
    result.problems.push({
      line: 1,
      column: '',
      message: `The file has ${read.questions.length} questions; at most ${CSV_IMPORT_LIMITS.maxRows} can be imported at once`,
    });
    return result;
  }
  for (const [index, question] of read.questions.entries()) {
    if (index % 500 === 499) await yieldToEventLoop();
    const mapped = toQuestionRow(question, {
      sanitize: context.sanitize,
      fileName: context.fileName,
      notices: result.notices,
    });
    if ('row' in mapped) result.rows.push(mapped.row);
    else result.problems.push(...mapped.problems);
  }
  // In file order, as an editor goes through them (the sort keeps each line's order).
  result.problems.sort((a, b) => a.line - b.line);
  if (result.rows.length === 0 && result.problems.length === 0) {
    // Nothing to import: what was left out is the reason.
    const first = result.notices[0];
    result.problems.push({
      line: 1,
      column: '',
      message: first
        ? `The file has no question that can be imported (${result.notices.length} left out; ${first.where}: ${first.message})`
        : 'The file has no questions',
    });
  }
  return result;
}

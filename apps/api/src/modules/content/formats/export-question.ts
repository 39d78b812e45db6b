// What the writers of the interchange formats share: the question as the export reads it, its
// images, a name for it, and its fill in the blanks answers sorted into numbers or texts (the
// formats have a numerical type and a short answer type, never one that mixes them).
import { parseAcceptedAnswer } from '@prepward/shared/accepted-answers';
import { htmlToText } from '@prepward/shared/html-text';
import type { CsvQuestionExport } from '../question-csv-writer';

export type ExportQuestion = CsvQuestionExport;

/** An image a question shows, read from the store: the file name it gets in the export. */
export type ExportImage = { name: string; bytes: Buffer };

/** The images of the questions by their address in the HTML (`/uploads/<hash>.png`). */
export type ExportImages = Map<string, ExportImage>;

/** The addresses of the images in some HTML, in order. */
export const imageSources = (html: string): string[] =>
  [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*"([^"]*)"/gi)].map((match) => match[1]!);

/** Replaces image addresses found in `images` by what `to` makes of each. */
export function rewriteImages(
  html: string,
  images: ExportImages,
  to: (image: ExportImage) => string,
): string {
  return html.replace(
    /(<img\b[^>]*?\bsrc\s*=\s*")([^"]*)(")/gi,
    (whole, start: string, src: string, end: string) => {
      const image = images.get(src);
      return image ? `${start}${to(image)}${end}` : whole;
    },
  );
}

/** A question's name where a format wants one: the start of its text. */
export function questionTitle(question: ExportQuestion, position: number): string {
  const text = htmlToText(question.question);
  return text ? (text.length > 60 ? `${text.slice(0, 57)}...` : text) : `Question ${position}`;
}

export type NumberAnswer = { value: number; tolerance: number };

/**
 * The answers of a fill in the blanks question: all numbers in one unit (or none) are a
 * numerical question; anything else is a list of texts, a number written as it reads.
 */
export type BlankAnswers =
  | { kind: 'numbers'; unit: string; unitRequired: boolean; answers: NumberAnswer[] }
  | { kind: 'texts'; answers: string[]; tolerancesLost: boolean };

export function blankAnswers(question: ExportQuestion): BlankAnswers {
  const notations = [question.answer ?? '', ...question.acceptedAnswers].filter(Boolean);
  const parsed = notations.map((notation) => parseAcceptedAnswer(notation));
  const numbers = parsed.flatMap((entry) =>
    'answer' in entry && entry.answer.kind === 'number' ? [entry.answer] : [],
  );
  if (numbers.length === parsed.length && numbers.length > 0) {
    const units = new Set(numbers.map((number) => number.unit));
    if (units.size === 1) {
      return {
        kind: 'numbers',
        unit: numbers[0]!.unit,
        unitRequired: numbers.some((number) => number.unitRequired),
        answers: numbers.map(({ value, tolerance }) => ({ value, tolerance })),
      };
    }
  }
  return {
    kind: 'texts',
    answers: parsed.map((entry, index) => {
      if (!('answer' in entry)) return notations[index]!;
      const { answer } = entry;
      return answer.kind === 'text'
        ? answer.text
        : `${answer.value}${answer.unit ? ` ${answer.unit}` : ''}`;
    }),
    tolerancesLost: numbers.some((number) => number.tolerance > 0),
  };
}

/** The fill in the blanks answers in PrepWard's own notation, for formats that keep text. */
export const notations = (question: ExportQuestion) =>
  [question.answer ?? '', ...question.acceptedAnswers].filter(Boolean);

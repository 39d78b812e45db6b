// Questions as Aiken: plain text, single choice only. Each question is one line (its text
// without formatting or images), its options lettered A., B. ..., then ANSWER: and the letter.
// Other questions cannot be written and are left out (the export says how many).
import { optionLetter } from '@prepward/shared/constants';
import { htmlToText } from '@prepward/shared/html-text';
import type { ExportQuestion } from './export-question';

/** Text on one line: blocks and breaks become spaces, inline tags go, entities are decoded. */
const oneLine = (html: string) =>
  htmlToText(
    html
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  );

/** Whether Aiken can carry the question: single choice, with text (not only an image). */
export const aikenCarries = (question: ExportQuestion) =>
  question.type === 'single_choice' &&
  oneLine(question.question) !== '' &&
  question.options.every((option) => oneLine(option.value) !== '');

export function writeAiken(questions: ExportQuestion[]): string {
  return questions
    .filter(aikenCarries)
    .map((question) => {
      const correct = question.options.findIndex((option) => option.answer);
      return [
        oneLine(question.question),
        ...question.options.map(
          (option, index) => `${optionLetter(index).toUpperCase()}. ${oneLine(option.value)}`,
        ),
        `ANSWER: ${optionLetter(correct).toUpperCase()}`,
        '',
      ].join('\n');
    })
    .join('\n');
}

// Writing questions as the bulk question CSV (docs/csv-format.md), the format the import
// reads (question-csv-reader.ts): the export, and the demo catalogue's files.
import { optionLetter } from '@prepward/shared/constants';
import { defaultScoringRule, hasParts } from '@prepward/shared/item-types';
import {
  ACCEPTED_ANSWERS_SEPARATOR,
  CORRECT_SEPARATOR,
  itemCell,
  QUESTION_CSV_OPTION_COLUMNS,
} from '@prepward/shared/question-csv';
import { TAG_SEPARATOR } from '@prepward/shared/question-metadata';
import { stringify } from 'csv-stringify/sync';
import { escapeFormula } from './question-csv-formula';
import type { CsvQuestionRow } from './question-csv-row';

/** A question as the export writes it: a row as the reader reads it, without its line. */
export type CsvQuestionExport = Omit<CsvQuestionRow, 'line'>;

/**
 * Questions in the import format, with a byte order mark so spreadsheets read UTF-8. The
 * option columns go as far as the question with the most options (at least option_d). Each
 * row carries the question's id, so the file uploaded again updates those questions. A file
 * with Next Generation items has the `scoring` and `item` columns, where their options go; one
 * with case studies the `case`, `case_step` and `case_scenario` columns.
 */
export function writeQuestionCsv(questions: CsvQuestionExport[]): string {
  // The item column: a Next Generation item's parts and layout, any question's exhibits.
  const carriesItem = (question: CsvQuestionExport) =>
    hasParts(question.type) || (question.layout?.exhibits?.length ?? 0) > 0;
  const withParts = questions.some(carriesItem);
  const withCases = questions.some((question) => question.case);
  const optionCount = Math.max(
    4,
    ...questions.map((question) => (hasParts(question.type) ? 0 : question.options.length)),
  );
  const optionColumns = QUESTION_CSV_OPTION_COLUMNS.slice(0, optionCount);
  const header = [
    'id',
    'course',
    'subject',
    'type',
    'question',
    ...optionColumns,
    'correct',
    'explanation',
    'accepted_answers',
    'status',
    'tags',
    'category',
    'difficulty',
    ...(withParts ? ['scoring', 'item'] : []),
    ...(withCases ? ['case', 'case_step', 'case_scenario'] : []),
  ];
  const records = questions.map((question) => {
    const item = hasParts(question.type);
    const options = optionColumns.map((_, index) =>
      item ? '' : (question.options[index]?.value ?? ''),
    );
    const correct = item
      ? ''
      : question.type === 'fill_in_the_blanks'
        ? (question.answer ?? '')
        : question.options
            .flatMap((option, index) => (option.answer ? [optionLetter(index)] : []))
            .join(CORRECT_SEPARATOR);
    return [
      question.id ?? '',
      question.course,
      question.subject,
      question.type,
      question.question,
      ...options,
      correct,
      question.explanation,
      question.acceptedAnswers.join(ACCEPTED_ANSWERS_SEPARATOR),
      question.status ?? 'published',
      (question.tags ?? []).join(TAG_SEPARATOR),
      question.category ?? '',
      question.difficulty ?? '',
      ...(withParts
        ? item
          ? [
              question.scoring ?? defaultScoringRule(question.type),
              itemCell(
                question.layout ?? {},
                question.options.map((option) => ({ ...option, part: option.part ?? 0 })),
              ),
            ]
          : ['', carriesItem(question) ? itemCell(question.layout ?? {}, []) : '']
        : []),
      ...(withCases
        ? [
            question.case?.title ?? '',
            question.case ? String(question.case.step) : '',
            question.case?.scenario ?? '',
          ]
        : []),
    ].map(escapeFormula);
  });
  return `\uFEFF${stringify([header, ...records], { record_delimiter: '\r\n' })}`;
}

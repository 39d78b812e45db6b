// The bulk question CSV (docs/csv-format.md): its columns and the template the add-question
// page offers for download. The server reads and writes it in apps/api/src/modules/content
// (question-csv-reader.ts, question-csv-writer.ts).
import { MAX_OPTIONS, optionLetter } from './constants';
import { ZItemLayout } from './item-layout';
import type { TItemLayout } from './item-types';

/** Columns every file has, in the template's order (options and correct go between). */
export const QUESTION_CSV_REQUIRED_COLUMNS = [
  'course',
  'subject',
  'type',
  'question',
  'correct',
] as const;

/** option_a, option_b ... option_j: as many as the questions need. */
export const QUESTION_CSV_OPTION_COLUMNS = Array.from(
  { length: MAX_OPTIONS },
  (_, index) => `option_${optionLetter(index)}`,
);

export const QUESTION_CSV_OPTIONAL_COLUMNS = [
  'explanation',
  'accepted_answers',
  /** The question a row updates: the export writes it; empty or absent adds a new question. */
  'id',
  'status',
  'tags',
  'category',
  'difficulty',
  /** The Next Generation types: the scoring rule (item-types.ts); empty: the type's default. */
  'scoring',
  /** The Next Generation types: the layout and the options part by part, as JSON (itemCell). */
  'item',
  /**
   * The case study the question is a step of, by title (found in the exam ignoring case, or
   * created); empty: the question stands alone. A file without the column leaves cases as
   * they are.
   */
  'case',
  /** Its step in the case, 1 to 6. */
  'case_step',
  /** The case's scenario (HTML): needed for a new case, sets an existing one's. */
  'case_scenario',
] as const;

/** Separator of several correct letters in the `correct` column: `a;c`. */
export const CORRECT_SEPARATOR = ';';

/** Separator of the answers in `accepted_answers`: `4±0.1 g|four grams`. */
export const ACCEPTED_ANSWERS_SEPARATOR = '|';

export const QUESTION_CSV_TEMPLATE_NAME = 'questions-template.csv';

/** One question of each type; the header is the format's. */
export const QUESTION_CSV_TEMPLATE = [
  'course,subject,type,question,option_a,option_b,option_c,option_d,correct,explanation,accepted_answers',
  'Pharmacology,Analgesics,single_choice,"<p>Which of these drugs is an <strong>opioid</strong> analgesic?</p>",Paracetamol,Morphine,Ibuprofen,Aspirin,b,"<p>Morphine is an opioid receptor agonist; the others are not opioids.</p>",',
  'Pharmacology,Analgesics,multiple_choice,"<p>Which of these are non-steroidal anti-inflammatory drugs (NSAIDs)?</p>",Ibuprofen,Naproxen,Codeine,Paracetamol,a;b,"<p>Ibuprofen and naproxen are NSAIDs. Codeine is an opioid, and paracetamol has little anti-inflammatory effect.</p>",',
  'Physiology,Cardiovascular,fill_in_the_blanks,"<p>The normal resting heart rate of an adult is 60 to ___ beats per minute.</p>",,,,,100,"<p>A resting adult heart rate of 60 to 100 beats per minute is considered normal.</p>",100 bpm|one hundred',
  '',
].join('\r\n');

/** An option of a Next Generation item in the `item` cell: `+` marks a correct one, `-` not. */
const CORRECT_MARK = '+';
const WRONG_MARK = '-';

type ItemOption = { value: string; answer: boolean; part: number };

/**
 * The `item` cell of a Next Generation question: its layout's fields and its options part by
 * part, each written with its mark, as JSON a person can read and edit:
 * `{"rows":["Give oxygen"],"columns":["Indicated","Not indicated"],"parts":[["+Indicated","-Not indicated"]]}`.
 */
export function itemCell(layout: TItemLayout, options: readonly ItemOption[]): string {
  const parts: string[][] = [];
  for (const option of options) {
    (parts[option.part] ??= []).push(`${option.answer ? CORRECT_MARK : WRONG_MARK}${option.value}`);
  }
  return JSON.stringify({ ...layout, parts: Array.from(parts, (part) => part ?? []) });
}

/** The `item` cell read back, or what is wrong with it. */
export function readItemCell(
  cell: string,
): { layout: TItemLayout; options: ItemOption[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cell);
  } catch {
    return { problem: 'The item is not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: 'The item is a JSON object with "parts"' };
  }
  const { parts, ...rest } = parsed as { parts?: unknown };
  if (
    !Array.isArray(parts) ||
    !parts.every(
      (part) =>
        Array.isArray(part) &&
        part.every(
          (option) =>
            typeof option === 'string' &&
            (option.startsWith(CORRECT_MARK) || option.startsWith(WRONG_MARK)),
        ),
    )
  ) {
    return {
      problem:
        'The item\'s "parts" is a list of lists of options, each starting with + (correct) or - (not)',
    };
  }
  const layout = ZItemLayout.safeParse(rest);
  if (!layout.success)
    return { problem: layout.error.issues[0]?.message ?? "The item's layout is not valid" };
  const options = (parts as string[][]).flatMap((part, index) =>
    part.map((option) => ({
      value: option.slice(1),
      answer: option.startsWith(CORRECT_MARK),
      part: index,
    })),
  );
  return { layout: layout.data, options };
}

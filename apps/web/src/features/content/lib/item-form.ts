// The Next Generation types in the question form (packages/shared/src/item-types.ts): what the
// author edits for each (a matrix's grid, a cloze's blanks, a bow-tie's lists) and how it
// becomes the request's options in parts and layout, and back.
import {
  BOW_TIE_PARTS,
  clozeBlanks,
  defaultScoringRule,
  ITEM_LIMITS,
  partsOf,
  type ScoringRule,
  type TItemLayout,
} from '@prepward/shared/item-types';
import type { QuestionType } from '@prepward/shared/constants';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { htmlToText } from '@prepward/shared/html-text';

let keyCounter = 0;
const newKey = (prefix: string) => {
  keyCounter += 1;
  return `${prefix}-${keyCounter}`;
};

/** A text the author edits in a list: a matrix row or column, a choice, a token, a segment. */
export type ItemText = {
  /** Stable React key, and what correct marks refer to. */
  key: string;
  /** The server's id of the option it stands for, when editing (keeps its pick count). */
  id?: string;
  value: string;
};

export const blankItemText = (value = ''): ItemText => ({ key: newKey('item'), value });

export type MatrixValues = {
  rows: ItemText[];
  columns: ItemText[];
  multiplePerRow: boolean;
  /** The correct cells, as cellKey(row, column). */
  correct: string[];
  /** The option ids of the cells of an existing question, by cellKey. */
  ids: Record<string, string>;
};

export type DropdownBlank = { key: string; choices: ItemText[]; correct: string | null };

export type DragDropValues = {
  /** The one pool of words every blank offers. */
  tokens: ItemText[];
  /** The correct token's key of each blank (blank n at n − 1). */
  correct: (string | null)[];
  /** The option ids of an existing question, by blank and token: cellKey(blank, token). */
  ids: Record<string, string>;
};

export type HighlightSegment = ItemText & { marked: boolean };

export type BowTieValues = {
  /** Actions, condition, parameters (BOW_TIE_PARTS). */
  lists: ItemText[][];
  /** Keys of the correct options of the three lists. */
  correct: string[];
};

/** The part of the form's values the Next Generation types use. */
export type ItemFormValues = {
  scoring: ScoringRule;
  /** Select all that apply (its options are the form's options): tell how many to select. */
  statedCount: boolean;
  matrix: MatrixValues;
  /** Both clozes: the text with its blanks written {{1}}, {{2}} … */
  clozeText: string;
  dropdown: DropdownBlank[];
  dragDrop: DragDropValues;
  highlight: { asRows: boolean; segments: HighlightSegment[] };
  bowTie: BowTieValues;
  /** An ordering's items in their right order (the stored order is the answer). */
  ordering: ItemText[];
};

export const cellKey = (row: string, column: string) => `${row}|${column}`;

export const blankDropdown = (): DropdownBlank => ({
  key: newKey('blank'),
  choices: [blankItemText(), blankItemText()],
  correct: null,
});

export const blankSegment = (value = '', marked = false): HighlightSegment => ({
  ...blankItemText(value),
  marked,
});

export function emptyItemForm(type: QuestionType): ItemFormValues {
  return {
    scoring: defaultScoringRule(type),
    statedCount: false,
    matrix: {
      rows: [blankItemText(), blankItemText()],
      columns: [blankItemText(), blankItemText()],
      multiplePerRow: false,
      correct: [],
      ids: {},
    },
    clozeText: '',
    dropdown: [blankDropdown()],
    dragDrop: { tokens: [blankItemText(), blankItemText(), blankItemText()], correct: [], ids: {} },
    highlight: { asRows: false, segments: [blankSegment(), blankSegment()] },
    bowTie: {
      lists: BOW_TIE_PARTS.map(() => [blankItemText(), blankItemText(), blankItemText()]),
      correct: [],
    },
    ordering: [blankItemText(), blankItemText(), blankItemText()],
  };
}

/** How many blanks a cloze text asks for: its highest {{n}}, at most ITEM_LIMITS.parts. */
export function blankCount(text: string): number {
  return Math.min(ITEM_LIMITS.parts, Math.max(0, ...clozeBlanks(text).map((part) => part + 1)));
}

/** A request option, with the form field its value came from (for the validation messages). */
export type ItemOption = {
  option: { id?: string; value: string; answer: boolean; part: number };
  /** The form path of the field holding its text (`matrix.columns.1.value`). */
  field: string;
};

const withId = (id: string | undefined) => (id ? { id } : {});

/**
 * The options in parts and the layout of a Next Generation type. `choices` are the form's own
 * options and correct keys (select all that apply uses the choice editor of multiple choice).
 */
export function itemRequestFrom(
  type: QuestionType,
  item: ItemFormValues,
  choices: { options: ItemText[]; correct: string[] },
  richText: (html: string) => string,
): { options: ItemOption[]; layout: TItemLayout } {
  switch (type) {
    case 'extended_multiple_response':
      return {
        options: choices.options.map((option, index) => ({
          option: {
            ...withId(option.id),
            value: richText(option.value),
            answer: choices.correct.includes(option.key),
            part: 0,
          },
          field: `options.${index}.value`,
        })),
        layout: { statedCount: item.statedCount },
      };
    case 'matrix': {
      const { rows, columns, correct, ids, multiplePerRow } = item.matrix;
      return {
        options: rows.flatMap((row, part) =>
          columns.map((column, index) => {
            const key = cellKey(row.key, column.key);
            return {
              option: {
                ...withId(ids[key]),
                value: column.value.trim(),
                answer: correct.includes(key),
                part,
              },
              field: `matrix.columns.${index}.value`,
            };
          }),
        ),
        layout: {
          rows: rows.map((row) => row.value.trim()),
          columns: columns.map((column) => column.value.trim()),
          multiplePerRow,
        },
      };
    }
    case 'dropdown_cloze': {
      const blanks = item.dropdown.slice(0, blankCount(item.clozeText));
      return {
        options: blanks.flatMap((blank, part) =>
          blank.choices.map((choice, index) => ({
            option: {
              ...withId(choice.id),
              value: choice.value.trim(),
              answer: blank.correct === choice.key,
              part,
            },
            field: `dropdown.${part}.choices.${index}.value`,
          })),
        ),
        layout: { text: richText(item.clozeText) },
      };
    }
    case 'drag_drop_cloze': {
      const { tokens, correct, ids } = item.dragDrop;
      const blanks = Array.from({ length: blankCount(item.clozeText) }, (_, part) => part);
      return {
        options: blanks.flatMap((part) =>
          tokens.map((token, index) => ({
            option: {
              ...withId(ids[cellKey(String(part), token.key)]),
              value: token.value.trim(),
              answer: correct[part] === token.key,
              part,
            },
            field: `dragDrop.tokens.${index}.value`,
          })),
        ),
        layout: { text: richText(item.clozeText) },
      };
    }
    case 'highlight':
      return {
        options: item.highlight.segments.map((segment, index) => ({
          option: {
            ...withId(segment.id),
            value: segment.value.trim(),
            answer: segment.marked,
            part: 0,
          },
          field: `highlight.segments.${index}.value`,
        })),
        layout: { asRows: item.highlight.asRows },
      };
    case 'bow_tie':
      return {
        options: item.bowTie.lists.flatMap((list, part) =>
          list.map((option, index) => ({
            option: {
              ...withId(option.id),
              value: option.value.trim(),
              answer: item.bowTie.correct.includes(option.key),
              part,
            },
            field: `bowTie.lists.${part}.${index}.value`,
          })),
        ),
        layout: {},
      };
    case 'ordering':
      // Every item belongs in the order: each is right, its place is the answer.
      return {
        options: item.ordering.map((entry, index) => ({
          option: { ...withId(entry.id), value: entry.value.trim(), answer: true, part: 0 },
          field: `ordering.${index}.value`,
        })),
        layout: {},
      };
    default:
      return { options: [], layout: {} };
  }
}

type AdminOption = TAdminQuestion['options'][number];

const inPart = (options: readonly AdminOption[], part: number) =>
  options.filter((option) => option.part === part);

const fromOption = (option: AdminOption): ItemText => ({
  key: option.id,
  id: option.id,
  value: option.value,
});

/** An existing question's item as the form edits it (the other types' item fields stay empty). */
export function itemFormFrom(question: TAdminQuestion): ItemFormValues {
  const item = emptyItemForm(question.type);
  const { layout, options } = question;
  item.scoring = question.scoring;
  item.statedCount = layout.statedCount ?? false;
  item.clozeText = layout.text ?? '';
  switch (question.type) {
    case 'matrix': {
      const rows = (layout.rows ?? []).map((label) => blankItemText(label));
      const columns = (layout.columns ?? []).map((label) => blankItemText(label));
      const matrix: MatrixValues = {
        rows,
        columns,
        multiplePerRow: layout.multiplePerRow ?? false,
        correct: [],
        ids: {},
      };
      // Each row holds one option per column, in the columns' order.
      rows.forEach((row, part) => {
        inPart(options, part).forEach((option, index) => {
          const column = columns[index];
          if (!column) return;
          const key = cellKey(row.key, column.key);
          matrix.ids[key] = option.id;
          if (option.answer) matrix.correct.push(key);
        });
      });
      item.matrix = matrix;
      break;
    }
    case 'dropdown_cloze':
      item.dropdown = partsOf(options).map((part) => {
        const choices = inPart(options, part);
        return {
          key: newKey('blank'),
          choices: choices.map(fromOption),
          correct: choices.find((choice) => choice.answer)?.id ?? null,
        };
      });
      if (item.dropdown.length === 0) item.dropdown = [blankDropdown()];
      break;
    case 'drag_drop_cloze': {
      // The pool is every blank's words (the same in each), in the first blank's order.
      const tokens: ItemText[] = [];
      const tokenOf = (value: string) => {
        const text = htmlToText(value);
        let token = tokens.find((candidate) => htmlToText(candidate.value) === text);
        if (!token) {
          token = blankItemText(value);
          tokens.push(token);
        }
        return token;
      };
      const dragDrop: DragDropValues = { tokens, correct: [], ids: {} };
      partsOf(options).forEach((part) => {
        for (const option of inPart(options, part)) {
          const token = tokenOf(option.value);
          dragDrop.ids[cellKey(String(part), token.key)] = option.id;
          if (option.answer) dragDrop.correct[part] = token.key;
        }
      });
      item.dragDrop = dragDrop;
      break;
    }
    case 'highlight':
      item.highlight = {
        asRows: layout.asRows ?? false,
        segments: inPart(options, 0).map((option) => ({
          ...fromOption(option),
          marked: option.answer,
        })),
      };
      break;
    case 'bow_tie':
      item.bowTie = {
        lists: BOW_TIE_PARTS.map((_, part) => inPart(options, part).map(fromOption)),
        correct: options.filter((option) => option.answer).map((option) => option.id),
      };
      break;
    case 'ordering':
      item.ordering = inPart(options, 0).map(fromOption);
      break;
  }
  return item;
}

/**
 * A highlight passage as segments: each line when the passage is rows, else the sentences,
 * with the parts written [[like this]] as segments of their own, marked to highlight. Segments
 * whose text is unchanged keep their ids.
 */
export function segmentsFromPassage(
  passage: string,
  asRows: boolean,
  existing: readonly HighlightSegment[] = [],
): HighlightSegment[] {
  const pieces: { value: string; marked: boolean }[] = [];
  const addPlain = (text: string) => {
    const parts = asRows ? text.split(/\r?\n/) : text.split(/(?<=[.!?;:])\s+/);
    for (const part of parts) if (part.trim()) pieces.push({ value: part.trim(), marked: false });
  };
  if (asRows) {
    for (const line of passage.split(/\r?\n/)) {
      const marked = /^\s*\[\[([\s\S]*)\]\]\s*$/.exec(line);
      if (marked) pieces.push({ value: marked[1]!.trim(), marked: true });
      else addPlain(line);
    }
  } else {
    let rest = passage;
    for (const match of passage.matchAll(/\[\[([\s\S]*?)\]\]/g)) {
      const start = rest.indexOf(match[0]);
      addPlain(rest.slice(0, start));
      if (match[1]!.trim()) pieces.push({ value: match[1]!.trim(), marked: true });
      rest = rest.slice(start + match[0].length);
    }
    addPlain(rest);
  }
  const unused = [...existing];
  return pieces.map((piece) => {
    const same = unused.findIndex((segment) => segment.value.trim() === piece.value);
    const kept = same >= 0 ? unused.splice(same, 1)[0] : undefined;
    return kept ? { ...kept, ...piece } : blankSegment(piece.value, piece.marked);
  });
}

/** The segments written back as a passage, the highlighted ones in [[double brackets]]. */
export function passageFromSegments(
  segments: readonly HighlightSegment[],
  asRows: boolean,
): string {
  return segments
    .map((segment) => (segment.marked ? `[[${segment.value}]]` : segment.value))
    .join(asRows ? '\n' : ' ');
}

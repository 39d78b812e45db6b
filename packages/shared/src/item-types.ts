// The Next Generation item types (docs/decisions/0103-next-generation-items-as-options-in-parts.md).
// Every type the licensure exams ask beyond single choice, multiple choice and fill in the
// blanks is built from the same pieces: options, each in a part (a matrix row, a blank of a
// cloze, a column of a bow-tie), each right or wrong; a layout that says how the parts are
// shown (rows and columns, the cloze's text); and a scoring rule applied part by part. So the
// answer is the set of chosen options, the peer statistics are each option's share of picks,
// answer secrecy is the options' `isCorrect`, exactly as for the first three types.
import type { TItemLayout } from './item-layout';
import { optionLetter, type QuestionType } from './constants';

/** How an item's points are counted, part by part (a matrix row, a cloze blank, a bow-tie column). */
export const SCORING_RULES = [
  'all_or_nothing',
  'plus_minus',
  'zero_one',
  // Ordering: a point per item in its place, or per pair of neighbours kept together.
  'position',
  'adjacent_pairs',
] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

export const SCORING_RULE_LABELS: Record<ScoringRule, string> = {
  all_or_nothing: '0/1 per part: a point when the part is exactly right',
  plus_minus: '+/−: a point per right choice, a point off per wrong one, never below zero',
  zero_one: '0/1 per choice: a point per right choice, nothing off for a wrong one',
  position: 'By position: a point per item in its right place',
  adjacent_pairs: 'By pairs: a point per pair of neighbours in the right order',
};

/** The rules each type may use; the first is the one a new question starts with. */
export const RULES_BY_TYPE: Record<QuestionType, readonly ScoringRule[]> = {
  single_choice: ['all_or_nothing'],
  multiple_choice: ['all_or_nothing'],
  fill_in_the_blanks: ['all_or_nothing'],
  extended_multiple_response: ['plus_minus', 'zero_one', 'all_or_nothing'],
  matrix: ['all_or_nothing', 'plus_minus'],
  dropdown_cloze: ['all_or_nothing'],
  drag_drop_cloze: ['all_or_nothing'],
  highlight: ['plus_minus', 'all_or_nothing'],
  bow_tie: ['zero_one'],
  ordering: ['position', 'adjacent_pairs'],
};

export const defaultScoringRule = (type: QuestionType): ScoringRule => RULES_BY_TYPE[type][0]!;

/** The three columns of a bow-tie, in the order they are stored (parts 0, 1, 2). */
export const BOW_TIE_PARTS = [
  { label: 'Actions to take', choose: 2 },
  { label: 'Condition most likely', choose: 1 },
  { label: 'Parameters to monitor', choose: 2 },
] as const;

export const ITEM_LIMITS = {
  /** Rows of a matrix, blanks of a cloze. */
  parts: 10,
  /** Columns of a matrix, choices of a blank, options of a bow-tie column, tokens. */
  optionsPerPart: 10,
  /** Words or phrases of a highlight passage a student may pick. */
  highlightSegments: 40,
  /** Every option of one question (a 10 × 10 matrix). */
  options: 100,
  label: 300,
  clozeText: 10_000,
  /** Tabs of an item's exhibit (nurses' notes, vital signs, laboratory results, orders). */
  exhibits: 6,
  exhibitTitle: 60,
  exhibitHtml: 20_000,
} as const;

export type { TItemLayout } from './item-layout';

/** Whether two layouts say the same (the database keeps JSON keys in its own order). */
export function sameLayout(a: TItemLayout, b: TItemLayout): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.entries(value)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, item]) => [key, canonical(item)])
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** What a student is told of each part: how many options they may choose (null: any). */
export type PartLimit = { choose: number | null };

/** The options of a question as the rules see them. */
export type KeyedOption = { id: string; part: number; isCorrect: boolean };

/** The part numbers an item has, ascending. */
export function partsOf(options: readonly Pick<KeyedOption, 'part'>[]): number[] {
  return [...new Set(options.map((option) => option.part))].sort((a, b) => a - b);
}

/** The blanks a cloze text names, as part numbers ({{1}} is part 0), in order of appearance. */
export function clozeBlanks(text: string): number[] {
  return [...text.matchAll(/\{\{(\d{1,2})\}\}/g)].map((match) => Number(match[1]) - 1);
}

/**
 * How many options a student may choose in each part. Public: a bow-tie always asks for 2, 1
 * and 2; an extended multiple response item states its count only when its author says so.
 */
export function partLimits(
  type: QuestionType,
  layout: TItemLayout,
  options: readonly KeyedOption[],
): PartLimit[] {
  const parts = partsOf(options);
  const correctIn = (part: number) =>
    options.filter((option) => option.part === part && option.isCorrect).length;
  return parts.map((part) => {
    switch (type) {
      case 'single_choice':
      case 'dropdown_cloze':
      case 'drag_drop_cloze':
        return { choose: 1 };
      case 'matrix':
        return { choose: layout.multiplePerRow ? null : 1 };
      case 'bow_tie':
        return { choose: BOW_TIE_PARTS[part]?.choose ?? 1 };
      case 'extended_multiple_response':
        return { choose: layout.statedCount ? correctIn(part) : null };
      case 'ordering':
        return { choose: options.length };
      default:
        return { choose: null };
    }
  });
}

export type PartScore = { part: number; points: number; maxPoints: number };
export type ItemScore = { points: number; maxPoints: number; parts: PartScore[] };

/**
 * An ordering's points: `options` in the right order (their stored order), `chosen` in the
 * student's. By position, a point per item in its place; by pairs, a point per item followed
 * by the one that follows it in the right order.
 */
function scoreOrder(
  rule: ScoringRule,
  options: readonly KeyedOption[],
  chosen: readonly string[],
): ItemScore {
  const placed = new Map(chosen.map((id, index) => [id, index]));
  let points = 0;
  let maxPoints = 0;
  if (rule === 'adjacent_pairs') {
    for (let index = 0; index + 1 < options.length; index += 1) {
      maxPoints += 1;
      const at = placed.get(options[index]!.id);
      if (at !== undefined && placed.get(options[index + 1]!.id) === at + 1) points += 1;
    }
  } else {
    options.forEach((option, index) => {
      maxPoints += 1;
      if (chosen[index] === option.id) points += 1;
    });
  }
  return { points, maxPoints, parts: [{ part: 0, points, maxPoints }] };
}

/** The points of a set of chosen options, part by part, under the item's rule. */
export function scoreChoices(
  rule: ScoringRule,
  options: readonly KeyedOption[],
  chosen: readonly string[],
): ItemScore {
  if (rule === 'position' || rule === 'adjacent_pairs') return scoreOrder(rule, options, chosen);
  const picked = new Set(chosen);
  const parts = partsOf(options).map((part): PartScore => {
    const inPart = options.filter((option) => option.part === part);
    const correct = inPart.filter((option) => option.isCorrect).length;
    const right = inPart.filter((option) => option.isCorrect && picked.has(option.id)).length;
    const wrong = inPart.filter((option) => !option.isCorrect && picked.has(option.id)).length;
    if (rule === 'all_or_nothing') {
      return { part, points: right === correct && wrong === 0 ? 1 : 0, maxPoints: 1 };
    }
    if (rule === 'plus_minus')
      return { part, points: Math.max(0, right - wrong), maxPoints: correct };
    return { part, points: right, maxPoints: correct };
  });
  return {
    points: parts.reduce((sum, part) => sum + part.points, 0),
    maxPoints: parts.reduce((sum, part) => sum + part.maxPoints, 0),
    parts,
  };
}

/** The most an item can score (a fill in the blanks question, like any right-or-wrong one: 1). */
export function maxPointsOf(
  type: QuestionType,
  rule: ScoringRule,
  options: readonly KeyedOption[],
): number {
  if (type === 'fill_in_the_blanks') return 1;
  return scoreChoices(rule, options, []).maxPoints;
}

/** The types of one list of options or a typed answer: every other type has parts. */
export const TYPES_WITHOUT_PARTS: readonly QuestionType[] = [
  'single_choice',
  'multiple_choice',
  'fill_in_the_blanks',
];

/** Whether the type is built of options in parts (the Next Generation types). */
export const hasParts = (type: QuestionType): boolean => !TYPES_WITHOUT_PARTS.includes(type);

type ItemShape = {
  type: QuestionType;
  scoring?: ScoringRule | undefined;
  layout?: TItemLayout | undefined;
  options: { value: string; answer: boolean; part?: number | undefined }[];
};
type Problem = { path: string; message: string };

/** Each option's letter, counted from a within its part (a matrix row, a blank). */
export function lettersInParts(options: readonly { part: string | null }[]): string[] {
  const seen = new Map<string | null, number>();
  return options.map((option) => {
    const index = seen.get(option.part) ?? 0;
    seen.set(option.part, index + 1);
    return optionLetter(index);
  });
}

/**
 * How a part is named to students and authors: 'Row 2 (Heart rate)', 'Blank 1', 'Actions to
 * take'; null for the types whose options are one part.
 */
export function partName(type: QuestionType, layout: TItemLayout, part: number): string | null {
  switch (type) {
    case 'matrix': {
      const row = layout.rows?.[part];
      return row ? `Row ${part + 1} (${row})` : `Row ${part + 1}`;
    }
    case 'dropdown_cloze':
    case 'drag_drop_cloze':
      return `Blank ${part + 1}`;
    case 'bow_tie':
      return BOW_TIE_PARTS[part]?.label ?? `Part ${part + 1}`;
    default:
      return null;
  }
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|[\s\u200b]/g, '')
    .trim();

/**
 * The rules of the Next Generation types (questionProblems checks the question's text and the
 * first three types). Paths are those of the question request.
 */
export function itemProblems(item: ItemShape): Problem[] {
  const { type, options } = item;
  const layout = item.layout ?? {};
  const problems: Problem[] = [];
  const rule = item.scoring ?? defaultScoringRule(type);
  if (!RULES_BY_TYPE[type].includes(rule)) {
    problems.push({ path: 'scoring', message: 'This scoring rule does not apply to this type' });
  }
  (layout.exhibits ?? []).forEach((exhibit, index) => {
    if (!exhibit.title) {
      problems.push({
        path: `layout.exhibits.${index}.title`,
        message: 'Every exhibit tab needs a title',
      });
    }
    if (!plain(exhibit.html) && !/<img\b/i.test(exhibit.html)) {
      problems.push({
        path: `layout.exhibits.${index}.html`,
        message: `The exhibit "${exhibit.title}" is empty`,
      });
    }
  });
  if (!hasParts(type)) return problems;

  if (options.length > ITEM_LIMITS.options) {
    problems.push({
      path: 'options',
      message: `A question has at most ${ITEM_LIMITS.options} options`,
    });
    return problems;
  }
  const byPart = new Map<number, { value: string; answer: boolean; index: number }[]>();
  options.forEach((option, index) => {
    const part = option.part ?? 0;
    byPart.set(part, [...(byPart.get(part) ?? []), { ...option, index }]);
    if (!plain(option.value) && !/<img\b/i.test(option.value)) {
      problems.push({ path: `options.${index}.value`, message: 'Every option needs a text' });
    }
  });
  const parts = [...byPart.keys()].sort((a, b) => a - b);
  const correctIn = (part: number) => (byPart.get(part) ?? []).filter((o) => o.answer).length;
  const need = (message: string, path = 'options') => problems.push({ path, message });

  const singlePart = (minimum: number, maximum: number, what: string) => {
    if (parts.length > 1 || (parts.length === 1 && parts[0] !== 0))
      need(`A ${what} has one list of options`);
    if (options.length < minimum) need(`Add at least ${minimum} options`);
    if (options.length > maximum) need(`A ${what} has at most ${maximum} options`);
  };

  switch (type) {
    case 'extended_multiple_response': {
      singlePart(3, ITEM_LIMITS.optionsPerPart, 'select-all-that-apply question');
      if (correctIn(0) === 0) need('Choose at least one correct answer', 'answer');
      if (rule === 'zero_one' && !layout.statedCount) {
        need('0/1 scoring needs the number to select stated', 'scoring');
      }
      break;
    }
    case 'highlight': {
      singlePart(2, ITEM_LIMITS.highlightSegments, 'highlight question');
      if (correctIn(0) === 0) need('Mark at least one part of the passage to highlight', 'answer');
      break;
    }
    case 'matrix': {
      const rows = layout.rows ?? [];
      const columns = layout.columns ?? [];
      if (rows.length < 1) need('Add at least one row', 'layout.rows');
      if (columns.length < 2) need('Add at least two columns', 'layout.columns');
      rows.forEach((row, index) => {
        if (!row) need(`Row ${index + 1} needs a label`, `layout.rows.${index}`);
      });
      columns.forEach((column, index) => {
        if (!column) need(`Column ${index + 1} needs a label`, `layout.columns.${index}`);
      });
      if (problems.length > 0) break;
      const expected = rows.map((_, index) => index);
      if (parts.join() !== expected.join()) need('Every row needs its options, one per column');
      rows.forEach((_, row) => {
        const cells = byPart.get(row) ?? [];
        if (cells.length !== columns.length) {
          need(`Row ${row + 1} needs one option per column`);
          return;
        }
        const correct = correctIn(row);
        if (correct === 0) need(`Row ${row + 1} needs a correct answer`, 'answer');
        if (correct > 1 && !layout.multiplePerRow) {
          need(`Row ${row + 1} may have one correct answer`, 'answer');
        }
      });
      break;
    }
    case 'dropdown_cloze':
    case 'drag_drop_cloze': {
      const blanks = clozeBlanks(layout.text ?? '');
      if (!plain(layout.text ?? '')) {
        need('The text with its blanks is required', 'layout.text');
        break;
      }
      if (blanks.length === 0) {
        need('Write at least one blank in the text, as {{1}}', 'layout.text');
        break;
      }
      if (blanks.length > ITEM_LIMITS.parts) {
        need(`A text has at most ${ITEM_LIMITS.parts} blanks`, 'layout.text');
        break;
      }
      const expected = blanks.map((_, index) => index);
      if ([...blanks].sort((a, b) => a - b).join() !== expected.join()) {
        need('Number the blanks {{1}}, {{2}} … once each, in order', 'layout.text');
        break;
      }
      if (parts.join() !== expected.join()) need('Every blank needs its options');
      for (const blank of expected) {
        const choices = byPart.get(blank) ?? [];
        if (choices.length < 2) need(`Blank ${blank + 1} needs at least 2 options`);
        if (choices.length > ITEM_LIMITS.optionsPerPart) {
          need(`Blank ${blank + 1} has at most ${ITEM_LIMITS.optionsPerPart} options`);
        }
        if (correctIn(blank) !== 1) need(`Blank ${blank + 1} needs one correct answer`, 'answer');
      }
      if (type === 'drag_drop_cloze' && problems.length === 0) {
        // One pool of words: every blank offers the same ones.
        const pool = (part: number) =>
          (byPart.get(part) ?? [])
            .map((option) => plain(option.value))
            .sort()
            .join('\u0000');
        if (expected.some((blank) => pool(blank) !== pool(0))) {
          need('Every blank of a drag-and-drop text offers the same words');
        }
      }
      break;
    }
    case 'ordering': {
      singlePart(3, ITEM_LIMITS.optionsPerPart, 'ordering question');
      if (options.some((option) => !option.answer)) {
        need('Every item of an ordering question belongs in the order', 'answer');
      }
      break;
    }
    case 'bow_tie': {
      if (parts.join() !== '0,1,2')
        need('A bow-tie has three lists: actions, condition, parameters');
      BOW_TIE_PARTS.forEach((column, part) => {
        const choices = byPart.get(part) ?? [];
        if (choices.length < column.choose + 1) {
          need(`${column.label} needs at least ${column.choose + 1} options`);
        }
        if (choices.length > ITEM_LIMITS.optionsPerPart) {
          need(`${column.label} has at most ${ITEM_LIMITS.optionsPerPart} options`);
        }
        if (correctIn(part) !== column.choose) {
          need(
            `${column.label}: mark ${column.choose} correct ${column.choose === 1 ? 'answer' : 'answers'}`,
            'answer',
          );
        }
      });
      break;
    }
  }
  return problems;
}

/**
 * Checks a student's chosen options against the item's public limits. Returns the message to
 * refuse it with, or null.
 */
export function choiceProblem(
  type: QuestionType,
  limits: readonly PartLimit[],
  parts: readonly number[],
  options: readonly Pick<KeyedOption, 'id' | 'part'>[],
  chosen: readonly string[],
): string | null {
  const partOf = new Map(options.map((option) => [option.id, option.part]));
  if (type === 'ordering') {
    // Every item once, in the student's order.
    const all = new Set(chosen);
    if (
      all.size !== chosen.length ||
      chosen.length !== options.length ||
      chosen.some((id) => !partOf.has(id))
    ) {
      return 'Put every item in order, each once.';
    }
    return null;
  }
  const counts = new Map<number, number>();
  for (const id of chosen) {
    const part = partOf.get(id);
    if (part === undefined) return 'The chosen option does not belong to this question.';
    counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  for (const [index, part] of parts.entries()) {
    const choose = limits[index]?.choose ?? null;
    if (choose !== null && (counts.get(part) ?? 0) > choose) {
      return choose === 1
        ? 'Choose one option in each part.'
        : `Choose at most ${choose} options in this part.`;
    }
  }
  return null;
}

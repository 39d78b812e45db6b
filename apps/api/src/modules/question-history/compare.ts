// What changed between two versions of a question, field by field, as the history shows it:
// texts word by word on what a reader sees, each option added, removed, reworded or moved
// with its correct mark, the correct answers, and the metadata. Restore uses the same
// comparison to tell whether a version would change anything, and the same lining up of
// options to keep the ids (and pick counts) of the options it keeps.
import { optionLetter, QUESTION_TYPE_LABELS } from '@prepward/shared/constants';
import { SCORING_RULE_LABELS, type TItemLayout } from '@prepward/shared/item-types';
import {
  QUESTION_DIFFICULTY_LABELS,
  QUESTION_STATUS_LABELS,
} from '@prepward/shared/question-metadata';
import type { TQuestionChange, TQuestionSnapshot } from '@prepward/shared/schemas/question-history';
import { visibleText } from './visible-text';
import { diffWords } from './word-diff';

type Option = Pick<TQuestionSnapshot['options'][number], 'value' | 'answer'> & { part?: number };

/** How an option of the newer list relates to the older one. */
export type OptionPairing =
  | { kind: 'same' | 'reworded' | 'moved'; before: number; after: number }
  | { kind: 'removed'; before: number }
  | { kind: 'added'; after: number };

/**
 * Lines up two lists of options. An option of the same text is the same option: kept when it
 * stays in order with the others kept (as many as can), moved otherwise. The options left
 * on each side pair up in order as options reworded (as the editor rewrites an option in its
 * place); the rest were removed or added. In the newer list's order, a removed option just
 * after the one that stood before it.
 */
export function pairOptions(before: readonly Option[], after: readonly Option[]): OptionPairing[] {
  const byText = new Map<string, number[]>();
  before.forEach((option, index) =>
    byText.set(option.value, [...(byText.get(option.value) ?? []), index]),
  );
  const matched: { before: number; after: number }[] = [];
  after.forEach((option, index) => {
    const from = byText.get(option.value)?.shift();
    if (from !== undefined) matched.push({ before: from, after: index });
  });
  const kept = keptInOrder(matched);
  const pairings: OptionPairing[] = matched.map((pair, index) => ({
    kind: kept.has(index) ? 'same' : 'moved',
    ...pair,
  }));
  const matchedBefore = new Set(matched.map((pair) => pair.before));
  const matchedAfter = new Set(matched.map((pair) => pair.after));
  const restBefore = before.map((_, index) => index).filter((index) => !matchedBefore.has(index));
  const restAfter = after.map((_, index) => index).filter((index) => !matchedAfter.has(index));
  restAfter.forEach((index, position) => {
    const from = restBefore[position];
    pairings.push(
      from === undefined
        ? { kind: 'added', after: index }
        : { kind: 'reworded', before: from, after: index },
    );
  });
  for (const index of restBefore.slice(restAfter.length)) {
    pairings.push({ kind: 'removed', before: index });
  }
  return pairings.sort((a, b) => orderOf(a) - orderOf(b));
}

/**
 * The pairs to keep in place: a longest run of pairs in the same order on both sides and,
 * among equally long runs, the one whose options moved least (so a last option brought to the
 * top is the one that moved, not all the others).
 */
function keptInOrder(pairs: readonly { before: number; after: number }[]): Set<number> {
  // Few options: the quadratic table is plenty.
  const length = pairs.map(() => 1);
  const shift = pairs.map((pair) => Math.abs(pair.before - pair.after));
  const previous = pairs.map(() => -1);
  const better = (index: number, newLength: number, newShift: number) =>
    newLength > length[index]! || (newLength === length[index]! && newShift < shift[index]!);
  pairs.forEach((pair, index) => {
    const own = Math.abs(pair.before - pair.after);
    for (let earlier = 0; earlier < index; earlier += 1) {
      if (pairs[earlier]!.before >= pair.before) continue;
      if (better(index, length[earlier]! + 1, shift[earlier]! + own)) {
        length[index] = length[earlier]! + 1;
        shift[index] = shift[earlier]! + own;
        previous[index] = earlier;
      }
    }
  });
  let at = -1;
  pairs.forEach((_, index) => {
    if (at < 0 || better(at, length[index]!, shift[index]!)) at = index;
  });
  const kept = new Set<number>();
  for (; at >= 0; at = previous[at]!) kept.add(at);
  return kept;
}

/** Newer list order; a removed option just after the one that stood before it. */
const orderOf = (pairing: OptionPairing) =>
  'after' in pairing ? pairing.after : pairing.before + 0.5;

const letter = (index: number) => optionLetter(index);
const optionLine = (option: Option, index: number) =>
  `${letter(index)}. ${visibleText(option.value)}`;

function textChange(
  field: 'question' | 'explanation',
  label: string,
  before: string,
  after: string,
): TQuestionChange[] {
  if (before === after) return [];
  const beforeText = visibleText(before);
  const afterText = visibleText(after);
  return [
    {
      kind: 'text',
      field,
      label,
      before: beforeText,
      after: afterText,
      diff: diffWords(beforeText, afterText),
      formattingOnly: beforeText === afterText,
    },
  ];
}

function valueChange(
  field: Extract<TQuestionChange, { kind: 'value' }>['field'],
  label: string,
  before: string | null,
  after: string | null,
): TQuestionChange[] {
  return before === after ? [] : [{ kind: 'value', field, label, before, after }];
}

function listChange(
  field: Extract<TQuestionChange, { kind: 'list' }>['field'],
  label: string,
  before: string[],
  after: string[],
  force = false,
): TQuestionChange[] {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  if (!force && added.length === 0 && removed.length === 0) return [];
  return [{ kind: 'list', field, label, before, after, added, removed }];
}

function optionChanges(before: Option[], after: Option[]) {
  const changes: TQuestionChange[] = [];
  let keyChanged = false;
  for (const pairing of pairOptions(before, after)) {
    const old = 'before' in pairing ? before[pairing.before]! : null;
    const now = 'after' in pairing ? after[pairing.after]! : null;
    if ((old && now && old.answer !== now.answer) || (!now && old?.answer) || (!old && now?.answer))
      keyChanged = true;
    // An option moved to another row or blank is right or wrong somewhere else.
    if (old && now && (old.part ?? 0) !== (now.part ?? 0)) keyChanged = true;
    if (pairing.kind === 'same') continue;
    const oldText = old ? visibleText(old.value) : null;
    const nowText = now ? visibleText(now.value) : null;
    const letterBefore = 'before' in pairing ? letter(pairing.before) : null;
    const letterAfter = 'after' in pairing ? letter(pairing.after) : null;
    changes.push({
      kind: 'option',
      field: 'option',
      label: `Option ${letterAfter ?? letterBefore}`,
      change: pairing.kind,
      letterBefore,
      letterAfter,
      before: oldText,
      after: nowText,
      diff: pairing.kind === 'reworded' ? diffWords(oldText ?? '', nowText ?? '') : null,
      correctBefore: old ? old.answer : null,
      correctAfter: now ? now.answer : null,
    });
  }
  return { changes, keyChanged };
}

/** A Next Generation item's layout in words (rows, columns, the cloze's text); null if none. */
function layoutLine(layout: TItemLayout): string | null {
  const lines = [
    layout.rows?.length ? `Rows: ${layout.rows.join(', ')}` : null,
    layout.columns?.length ? `Columns: ${layout.columns.join(', ')}` : null,
    layout.multiplePerRow ? 'Several answers per row' : null,
    layout.text ? `Text: ${visibleText(layout.text)}` : null,
    layout.statedCount ? 'Students are told how many to select' : null,
    layout.asRows ? 'The passage is shown as rows' : null,
  ].filter((line) => line !== null);
  return lines.length > 0 ? lines.join(' · ') : null;
}

const placeOf = (snapshot: TQuestionSnapshot) => `${snapshot.courseName} › ${snapshot.subjectName}`;
const correctLines = (options: Option[]) =>
  options.flatMap((option, index) => (option.answer ? [optionLine(option, index)] : []));

/**
 * The changes from `before` to `after`, in the editor's order: type, question, options,
 * correct answers, answer and accepted answers, explanation, then course and subject, status,
 * tags, category and difficulty. Empty when a reader would see no difference.
 */
export function compareSnapshots(
  before: TQuestionSnapshot,
  after: TQuestionSnapshot,
): TQuestionChange[] {
  const options = optionChanges(before.options, after.options);
  const sameSet = (a: string[], b: string[]) =>
    a.length === b.length && a.every((item) => b.includes(item));
  return [
    ...valueChange(
      'type',
      'Type',
      QUESTION_TYPE_LABELS[before.type],
      QUESTION_TYPE_LABELS[after.type],
    ),
    ...valueChange(
      'scoring',
      'Scoring',
      SCORING_RULE_LABELS[before.scoring],
      SCORING_RULE_LABELS[after.scoring],
    ),
    ...valueChange('layout', 'Layout', layoutLine(before.layout), layoutLine(after.layout)),
    ...textChange('question', 'Question', before.question, after.question),
    ...options.changes,
    // Only when an option's mark changed, or a correct one came or went: rewording the
    // correct option is not another answer.
    ...(options.keyChanged
      ? listChange(
          'correctAnswers',
          'Correct answers',
          correctLines(before.options),
          correctLines(after.options),
          true,
        )
      : []),
    ...valueChange('answer', 'Answer', before.answer, after.answer),
    ...(sameSet(before.acceptedAnswers, after.acceptedAnswers)
      ? []
      : listChange(
          'acceptedAnswers',
          'Also accepted',
          before.acceptedAnswers,
          after.acceptedAnswers,
        )),
    ...textChange('explanation', 'Explanation', before.explanation, after.explanation),
    ...(before.subjectId === after.subjectId && before.courseId === after.courseId
      ? []
      : [
          {
            kind: 'value' as const,
            field: 'place' as const,
            label: 'Course and subject',
            before: placeOf(before),
            after: placeOf(after),
          },
        ]),
    ...valueChange(
      'status',
      'Status',
      QUESTION_STATUS_LABELS[before.status],
      QUESTION_STATUS_LABELS[after.status],
    ),
    ...(sameSet(before.tags, after.tags)
      ? []
      : listChange('tags', 'Tags', before.tags, after.tags)),
    ...valueChange('category', 'Category', before.category, after.category),
    ...valueChange(
      'difficulty',
      'Difficulty',
      before.difficulty && QUESTION_DIFFICULTY_LABELS[before.difficulty],
      after.difficulty && QUESTION_DIFFICULTY_LABELS[after.difficulty],
    ),
  ];
}

// What changed between two versions of a question, field by field, as the history shows it:
// texts word by word on what a reader sees, each option added, removed, reworded or moved
// with its correct mark, the correct answers, and the metadata. Restore uses the same
// comparison to tell whether a version would change anything, and the same lining up of
// options to keep the ids (and pick counts) of the options it keeps.
import { optionLetter, QUESTION_TYPE_LABELS } from '@prepward/shared/constants';
import {
  QUESTION_DIFFICULTY_LABELS,
  QUESTION_STATUS_LABELS,
} from '@prepward/shared/question-metadata';
import type { TQuestionChange, TQuestionSnapshot } from '@prepward/shared/schemas/question-history';
import { visibleText } from './visible-text';
import { diffSequences, diffWords } from './word-diff';

type Option = TQuestionSnapshot['options'][number];

/** How an option of the newer list relates to the older one. */
export type OptionPairing =
  | { kind: 'same' | 'reworded' | 'moved'; before: number; after: number }
  | { kind: 'removed'; before: number }
  | { kind: 'added'; after: number };

/**
 * Lines up two lists of options. Options with the same text are the same option (moved when
 * the rest of the list does not explain their new place); within a stretch where the lists
 * differ, the options taken out and put in pair up in order as one option reworded; the rest
 * were removed or added. Pairings come in the order of the newer list, removed ones where
 * they stood.
 */
export function pairOptions(before: readonly Option[], after: readonly Option[]): OptionPairing[] {
  const steps = diffSequences(
    before.map((option) => option.value),
    after.map((option) => option.value),
  );
  const pairings: OptionPairing[] = [];
  // Stretches between kept options, each with what it removed and added.
  const stretches: { removed: number[]; added: number[]; at: number }[] = [];
  let stretch: (typeof stretches)[number] | null = null;
  for (const step of steps) {
    if (step.kind === 'same') {
      stretch = null;
      pairings.push({ kind: 'same', before: step.before, after: step.after });
      continue;
    }
    if (!stretch) {
      stretch = { removed: [], added: [], at: pairings.length };
      stretches.push(stretch);
    }
    if (step.kind === 'removed') stretch.removed.push(step.before);
    else stretch.added.push(step.after);
  }
  // The same text taken out in one place and put in at another: moved.
  const removedLeft = new Set(stretches.flatMap((each) => each.removed));
  const moved = new Map<number, number>();
  for (const each of stretches) {
    for (const added of each.added) {
      const from = [...removedLeft].find((index) => before[index]!.value === after[added]!.value);
      if (from === undefined) continue;
      removedLeft.delete(from);
      moved.set(added, from);
    }
  }
  // Insert each stretch's pairings where it stood, last first so earlier places hold.
  for (const each of [...stretches].reverse()) {
    const removed = each.removed.filter((index) => removedLeft.has(index));
    const added = each.added.filter((index) => !moved.has(index));
    const inStretch: OptionPairing[] = [];
    added.forEach((index, position) => {
      const from = removed[position];
      inStretch.push(
        from === undefined
          ? { kind: 'added', after: index }
          : { kind: 'reworded', before: from, after: index },
      );
    });
    for (const index of removed.slice(added.length))
      inStretch.push({ kind: 'removed', before: index });
    for (const index of each.added.filter((candidate) => moved.has(candidate))) {
      inStretch.push({ kind: 'moved', before: moved.get(index)!, after: index });
    }
    inStretch.sort((a, b) => orderOf(a) - orderOf(b));
    pairings.splice(each.at, 0, ...inStretch);
  }
  return pairings;
}

/** Newer list order; a removed option just after the one it followed. */
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

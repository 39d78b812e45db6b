// The options of a Next Generation item grouped in parts, and choosing within a part's limit.
import type { QuestionType } from '@prepward/shared/constants';
import { partName as sharedPartName } from '@prepward/shared/item-types';
import type { TAnswerResult, TItemView, TTestQuestion } from '@prepward/shared/schemas/attempts';

export type ItemOption = TTestQuestion['options'][number];
export type ItemQuestion = Pick<TTestQuestion, 'id' | 'number' | 'type' | 'options' | 'item'>;

/** What every item view takes: the chosen option ids of all parts together. */
export type ItemViewProps = {
  question: ItemQuestion;
  chosen: readonly string[];
  onChange: (optionIds: string[]) => void;
  locked: boolean;
  result: TAnswerResult | null;
};

/** The options of one part, in the order the server sent them (a matrix row's columns). */
export const optionsOfPart = (question: ItemQuestion, part: number): ItemOption[] =>
  question.options.filter((option) => option.part === part);

/** How many options the part takes; null: any number. */
export function chooseOf(item: TItemView, part: number): number | null {
  return item.parts.find((limit) => limit.part === part)?.choose ?? null;
}

/**
 * The choices once an option is checked or unchecked. A part that takes one option swaps its
 * choice; a part that is full refuses another (the server would refuse it too).
 */
export function toggleChoice(
  question: ItemQuestion,
  chosen: readonly string[],
  optionId: string,
  checked: boolean,
): string[] {
  const option = question.options.find((candidate) => candidate.id === optionId);
  if (!option) return [...chosen];
  const without = chosen.filter((id) => id !== optionId);
  if (!checked) return without;
  const choose = chooseOf(question.item, option.part);
  const inPart = new Set(optionsOfPart(question, option.part).map((candidate) => candidate.id));
  if (choose === 1) return [...without.filter((id) => !inPart.has(id)), optionId];
  const count = without.filter((id) => inPart.has(id)).length;
  if (choose !== null && count >= choose) return [...chosen];
  return [...without, optionId];
}

/** The choices with a part's one option replaced (a cloze blank), or emptied with null. */
export function setPartChoice(
  question: ItemQuestion,
  chosen: readonly string[],
  part: number,
  optionId: string | null,
): string[] {
  const inPart = new Set(optionsOfPart(question, part).map((option) => option.id));
  const rest = chosen.filter((id) => !inPart.has(id));
  return optionId ? [...rest, optionId] : rest;
}

/** Whether a part already holds as many options as it takes. */
export function partFull(question: ItemQuestion, chosen: readonly string[], part: number) {
  const choose = chooseOf(question.item, part);
  if (choose === null) return false;
  const inPart = optionsOfPart(question, part).filter((option) => chosen.includes(option.id));
  return inPart.length >= choose;
}

export const pointsText = (points: number, maxPoints: number) =>
  `${points} of ${maxPoints} ${maxPoints === 1 ? 'point' : 'points'}`;

/** How a part is named to the student: 'Row 2 (Heart rate)', 'Blank 1', 'Actions to take'. */
export const partName = (type: QuestionType, item: TItemView, part: number): string =>
  sharedPartName(type, item.layout, part) ?? 'Answer';

/** A revealed option's outcome for the student who chose (or did not choose) it. */
export type OptionOutcome = 'correct' | 'missed' | 'wrong' | undefined;

export function outcomeOf(result: TAnswerResult, optionId: string, chosen: boolean): OptionOutcome {
  const right = result.correctOptionIds.includes(optionId);
  if (right) return chosen ? 'correct' : 'missed';
  return chosen ? 'wrong' : undefined;
}

export const pickPercentageOf = (result: TAnswerResult, optionId: string) =>
  result.options.find((option) => option.id === optionId)?.pickPercentage ?? 0;

/**
 * An ordering's order: the student's once they have moved an item, else the order the server
 * sent (which is an answer too: every item, placed).
 */
export function orderOf(question: Pick<ItemQuestion, 'options'>, chosen: readonly string[]) {
  const shown = question.options.map((option) => option.id);
  const complete =
    chosen.length === shown.length &&
    new Set(chosen).size === shown.length &&
    chosen.every((id) => shown.includes(id));
  return complete ? [...chosen] : shown;
}

/** The order with the item at `from` taken out and put back at `to`. */
export function moveInOrder(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

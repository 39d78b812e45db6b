// Turning what the student picked into the answer the server takes, and back.
import type { QuestionType } from '@prepward/shared/constants';
import type { THeldAnswer, TTestQuestion } from '@prepward/shared/schemas/attempts';
import { orderOf } from '../../../components/question/items/parts';
import type { Selection } from '../../../components/question/question-view';
import type { PendingAnswer } from '../../../lib/storage';

export type { Selection };

export const EMPTY_SELECTION: Selection = { optionIds: [], text: '' };

/** The answer to send, or null when nothing valid is selected ('No valid answer selected.'). */
export function answerFrom(question: TTestQuestion, selection: Selection): PendingAnswer | null {
  if (question.type === 'fill_in_the_blanks') {
    const text = selection.text.trim();
    return text ? { questionId: question.id, answerText: text } : null;
  }
  if (question.type === 'ordering') {
    // Shown is answered: before any move, the order is the one the server sent.
    return { questionId: question.id, options: orderOf(question, selection.optionIds) };
  }
  if (selection.optionIds.length === 0) return null;
  if (question.type === 'single_choice') {
    return selection.optionIds.length === 1
      ? { questionId: question.id, option: selection.optionIds[0]! }
      : null;
  }
  // Multiple choice and every Next Generation type (the chosen options of all parts, even one).
  return { questionId: question.id, options: [...selection.optionIds] };
}

export function selectionOfPending(answer: PendingAnswer): Selection {
  return {
    optionIds: answer.option ? [answer.option] : [...(answer.options ?? [])],
    text: answer.answerText ?? '',
  };
}

export function selectionOfHeld(answer: THeldAnswer): Selection {
  return { optionIds: [...answer.selectedOptionIds], text: answer.answerText ?? '' };
}

/** Whether two selections say the same: the same options, and for an ordering in the same order. */
export function sameSelection(a: Selection, b: Selection, type: QuestionType): boolean {
  const ordered = type === 'ordering';
  const left = ordered ? a.optionIds : [...a.optionIds].sort();
  const right = ordered ? b.optionIds : [...b.optionIds].sort();
  return (
    a.text.trim() === b.text.trim() &&
    left.length === right.length &&
    left.every((id, index) => id === right[index])
  );
}

/** Adds an answer to the queue, replacing an older unsent answer to the same question. */
export function withPending(
  queue: readonly PendingAnswer[],
  answer: PendingAnswer,
): PendingAnswer[] {
  return [...queue.filter((item) => item.questionId !== answer.questionId), answer];
}

export const samePending = (a: PendingAnswer, b: PendingAnswer) =>
  JSON.stringify(a) === JSON.stringify(b);

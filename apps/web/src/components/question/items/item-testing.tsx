// Test data and a harness for the Next Generation item views: the question as the server sends
// it, rendered in QuestionView with the student's choices kept as the exam page keeps them.
import type { QuestionType } from '@prepward/shared/constants';
import type { TAnswerResult, TItemView, TTestQuestion } from '@prepward/shared/schemas/attempts';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { preloadItemViews, QuestionView, type Selection } from '../question-view';

// The items' views load apart from the page (question-view.tsx); here they are at hand.
await preloadItemViews();

const ignore = () => undefined;

/** Options as [part, value] pairs; ids read 'p{part}-{index in part}'. */
export function itemQuestion(
  type: QuestionType,
  item: TItemView,
  options: [part: number, value: string][],
): TTestQuestion {
  const seen = new Map<number, number>();
  return {
    id: `question-${type}`,
    number: 1,
    type,
    question: '<p>A client is admitted with chest pain.</p>',
    options: options.map(([part, value]) => {
      const index = seen.get(part) ?? 0;
      seen.set(part, index + 1);
      return { id: `p${part}-${index}`, label: 'abcdefghij'[index]!, value, part };
    }),
    item,
    case: null,
    tagged: false,
    answer: null,
    result: null,
  };
}

/** What the server reveals: the right ids, each option's share (10% each unless given), points. */
export function revealed(
  question: TTestQuestion,
  correctOptionIds: string[],
  parts: [part: number, points: number, maxPoints: number][],
  shares: Record<string, number> = {},
): TAnswerResult {
  const points = parts.reduce((sum, [, earned]) => sum + earned, 0);
  const maxPoints = parts.reduce((sum, [, , most]) => sum + most, 0);
  return {
    isCorrect: points === maxPoints,
    points,
    maxPoints,
    parts: parts.map(([part, earned, most]) => ({ part, points: earned, maxPoints: most })),
    correctOptionIds,
    correctAnswerText: null,
    acceptedAnswers: [],
    explanation: '',
    answerCount: 10,
    options: question.options.map((option) => ({
      id: option.id,
      pickCount: 1,
      pickPercentage: shares[option.id] ?? 10,
    })),
  };
}

function Harness({
  question,
  initial,
  locked,
  result,
  onSelection,
}: {
  question: TTestQuestion;
  initial: string[];
  locked: boolean;
  result: TAnswerResult | null;
  onSelection: (selection: Selection) => void;
}) {
  const [selection, setSelection] = useState<Selection>({ optionIds: initial, text: '' });
  return (
    <QuestionView
      question={question}
      total={1}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelection(next);
      }}
      locked={locked}
      result={result}
      struck={[]}
      onToggleStrike={ignore}
      onSubmitText={ignore}
    />
  );
}

/**
 * Renders the item; `chosen()` is the selection the exam page would hold (sorted), `order()`
 * the same as held (an ordering's order).
 */
export function renderItem(
  question: TTestQuestion,
  { initial = [], result = null }: { initial?: string[]; result?: TAnswerResult | null } = {},
) {
  let latest: string[] = initial;
  const view = renderWithProviders(
    <Harness
      question={question}
      initial={initial}
      locked={result !== null}
      result={result}
      onSelection={(selection) => {
        latest = selection.optionIds;
      }}
    />,
  );
  return { ...view, chosen: () => [...latest].sort(), order: () => [...latest] };
}

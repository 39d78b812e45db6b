import type { TAnswerResult, TTestQuestion } from '@prepward/shared/schemas/attempts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-with-providers';
import { correctAnswerLine } from './correct-answer';
import { QuestionView } from './question-view';

const DOSE: TTestQuestion = {
  id: '55555555-5555-4555-8555-555555555555',
  number: 1,
  type: 'fill_in_the_blanks',
  question: '<p>The adult dose is ___ g.</p>',
  options: [],
  item: { scoring: 'all_or_nothing', layout: {}, parts: [] },
  case: null,
  tagged: false,
  answer: null,
  result: null,
};

const revealed = (fields: Partial<TAnswerResult>): TAnswerResult => ({
  isCorrect: false,
  points: 0,
  maxPoints: 1,
  parts: [],
  correctOptionIds: [],
  correctAnswerText: '4±0.1 g (unit required)',
  acceptedAnswers: ['four grams', '4000 mg'],
  explanation: '',
  answerCount: 1,
  options: [],
  ...fields,
});

const ignore = () => undefined;

function renderResult(result: TAnswerResult) {
  return renderInApp(
    <QuestionView
      question={DOSE}
      total={1}
      selection={{ optionIds: [], text: '5 g' }}
      onSelectionChange={ignore}
      locked
      result={result}
      struck={[]}
      onToggleStrike={ignore}
      onSubmitText={ignore}
    />,
  );
}

describe('the correct answer of a fill in the blanks question', () => {
  it('lists the answer as a student reads it and the others accepted', () => {
    renderResult(revealed({}));
    expect(screen.getByText(/^Correct answer:/)).toHaveTextContent(
      'Correct answer: 4 ± 0.1 g (also accepted: four grams; 4000 mg)',
    );
  });

  it('shows the answer alone when nothing else is accepted', () => {
    renderResult(revealed({ correctAnswerText: '100', acceptedAnswers: [] }));
    expect(screen.getByText(/^Correct answer:/)).toHaveTextContent(/^Correct answer: 100$/);
  });

  it('reads as one line for the screen reader announcement', () => {
    expect(
      correctAnswerLine(revealed({ correctAnswerText: '4 g', acceptedAnswers: ['four grams'] })),
    ).toBe('4 g (also accepted: four grams)');
    expect(
      correctAnswerLine(revealed({ correctAnswerText: null, acceptedAnswers: [] })),
    ).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { adminQuestion } from '../testing/question-fixtures';
import { QuestionCard } from './question-card';

const ignore = () => undefined;

describe('question card', () => {
  it("names the case study and step of a case's question", () => {
    const question = adminQuestion({
      caseStudy: {
        id: 'c0000000-0000-4000-8000-000000000001',
        title: 'Sepsis on the ward',
        step: 3,
      },
    });
    renderInApp(<QuestionCard question={question} number={1} onPreview={ignore} />);
    expect(screen.getByText('Case: Sepsis on the ward · step 3')).toBeInTheDocument();
  });

  it('says nothing of a case for a question that stands alone', () => {
    renderInApp(<QuestionCard question={adminQuestion()} number={1} onPreview={ignore} />);
    expect(screen.queryByText(/^Case:/)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-with-providers';
import { adminQuestion } from '../testing/question-fixtures';
import { QuestionPreviewModal } from './question-preview-modal';

const option = (n: number, value: string) => ({
  id: `a0000000-0000-4000-8000-00000000002${n}`,
  value,
  answer: true,
  part: 0,
  selected: 2,
});

describe('question preview: an ordering', () => {
  it('shows the items in an order other than the answer, and scores the order submitted', async () => {
    // Stored in their right order, which is also their ids' order: the preview reverses it.
    const question = adminQuestion({
      type: 'ordering',
      scoring: 'position',
      maxPoints: 3,
      options: [option(1, 'Gown'), option(2, 'Mask'), option(3, 'Gloves')],
    });
    const { user } = renderInApp(<QuestionPreviewModal question={question} onClose={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Your order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Gloves', '2Mask', '3Gown']);
    // Answered as shown: Mask alone is in its place.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Score: 1 of 3 points')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Right order' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 6)),
    ).toEqual(['1.Gown', '2.Mask', '3.Glov']);
  });
});

// 'Make flashcard' under a revealed question: it makes the card once and says so, or says the
// question already has one; a refusal is a toast and the button stays.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../test/api-stub';
import { renderInApp } from '../test/render-with-providers';
import { MakeFlashcardButton } from './make-flashcard-button';

const QUESTION_ID = '44444444-4444-4444-8444-444444444444';
const cardId = '55555555-5555-4555-8555-555555555555';

describe('MakeFlashcardButton', () => {
  it('makes the card of the question and says it was made', async () => {
    const api = stubApi({
      'POST /user/flashcards/from-question': ok({ message: 'Flashcard made', made: true, cardId }),
    });
    const { user } = renderInApp(<MakeFlashcardButton questionId={QUESTION_ID} />);
    await user.click(screen.getByRole('button', { name: 'Make flashcard' }));
    expect(await screen.findByRole('button', { name: 'Flashcard made' })).toBeDisabled();
    expect(api.calls('POST /user/flashcards/from-question')[0]!.body).toEqual({
      questionId: QUESTION_ID,
    });
  });

  it('says when the question already has a card', async () => {
    stubApi({
      'POST /user/flashcards/from-question': ok({
        message: 'Already a flashcard',
        made: false,
        cardId,
      }),
    });
    const { user } = renderInApp(<MakeFlashcardButton questionId={QUESTION_ID} />);
    await user.click(screen.getByRole('button', { name: 'Make flashcard' }));
    expect(await screen.findByRole('button', { name: 'Already a flashcard' })).toBeDisabled();
  });

  it('shows the server’s refusal and keeps the button', async () => {
    stubApi({
      'POST /user/flashcards/from-question': fail(
        403,
        'Making flashcards needs an active subscription to this exam.',
        'Forbidden',
      ),
    });
    const { user } = renderInApp(<MakeFlashcardButton questionId={QUESTION_ID} />);
    await user.click(screen.getByRole('button', { name: 'Make flashcard' }));
    expect(
      await screen.findByText('Making flashcards needs an active subscription to this exam.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make flashcard' })).toBeEnabled();
  });
});

// Making a flashcard of a question (decision 0107), apart from the other flashcard operations:
// the exam page and the test review call it, and their bundle budgets have no room for the
// flashcards' schemas. Its tag is the flashcards' (the web app refreshes them by tag).
import { z } from 'zod';
import { operation } from '../operation';
import { ZUuid } from '../schemas/common';

export const flashcardMakingOperations = {
  makeFlashcard: operation({
    method: 'POST',
    path: '/user/flashcards/from-question',
    tag: 'flashcards',
    caller: 'student',
    summary:
      'Make a card of a question whose answer the student has seen (submitted in practice or in an ended test); one per question',
    body: z.object({ questionId: ZUuid }).strict(),
    reply: z.object({
      /** False when the question already had a card (that card's id is answered). */
      made: z.boolean(),
      cardId: ZUuid,
    }),
  }),
};

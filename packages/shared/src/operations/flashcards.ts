// Flashcards with spaced repetition (decision 0107): a student's own cards only; another
// student's card answers 404 like a missing one. Making a card of a question is in
// flashcard-making.ts.
import { z } from 'zod';
import { operation } from '../operation';
import {
  ZAddFlashcardRequest,
  ZDeckQuery,
  ZEditFlashcardRequest,
  ZFlashcardDecksReply,
  ZFlashcardListQuery,
  ZFlashcardListReply,
  ZFlashcardParams,
  ZFlashcardQueueQuery,
  ZFlashcardQueueReply,
  ZFlashcardReply,
  ZReviewFlashcardReply,
  ZReviewFlashcardRequest,
} from '../schemas/flashcards';

const tag = 'flashcards';

export const flashcardOperations = {
  listFlashcardDecks: operation({
    method: 'GET',
    path: '/user/flashcards/decks',
    tag,
    caller: 'student',
    summary: "The student's decks: per exam, then per subject, with cards, due now and new",
    reply: ZFlashcardDecksReply,
  }),
  getFlashcardQueue: operation({
    method: 'GET',
    path: '/user/flashcards/queue',
    tag,
    caller: 'student',
    summary:
      'The cards due now, oldest due first (all decks, an exam or a subject), with the interval each rating would give',
    query: ZFlashcardQueueQuery,
    reply: ZFlashcardQueueReply,
  }),
  listFlashcards: operation({
    method: 'GET',
    path: '/user/flashcards',
    tag,
    caller: 'student',
    summary:
      "A deck's cards (all decks, an exam or a subject), due soonest first, a page at a time; search in their sides",
    query: ZFlashcardListQuery,
    reply: ZFlashcardListReply,
  }),
  addFlashcard: operation({
    method: 'POST',
    path: '/user/flashcards',
    tag,
    caller: 'student',
    summary: 'Write an own card in a deck of an exam the student has access to',
    body: ZAddFlashcardRequest,
    reply: ZFlashcardReply,
    status: 201,
  }),
  editFlashcard: operation({
    method: 'PATCH',
    path: '/user/flashcards/:cardId',
    tag,
    caller: 'student',
    summary: "Change a card's front or back (only those sent)",
    params: ZFlashcardParams,
    body: ZEditFlashcardRequest,
    reply: ZFlashcardReply,
  }),
  deleteFlashcard: operation({
    method: 'DELETE',
    path: '/user/flashcards/:cardId',
    tag,
    caller: 'student',
    summary: 'Delete a card and its reviews',
    params: ZFlashcardParams,
    reply: z.object({}),
  }),
  reviewFlashcard: operation({
    method: 'POST',
    path: '/user/flashcards/:cardId/review',
    tag,
    caller: 'student',
    summary: 'Rate a card (again, hard, good, easy): FSRS schedules its next review',
    params: ZFlashcardParams,
    body: ZReviewFlashcardRequest,
    reply: ZReviewFlashcardReply,
  }),
  exportFlashcards: operation({
    method: 'GET',
    path: '/user/flashcards/export',
    tag,
    caller: 'student',
    summary: "A deck as Anki's plain-text import: tab-separated Front, Back, Tags",
    query: ZDeckQuery,
    reply: 'file',
  }),
};

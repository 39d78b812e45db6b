// The authorization matrix's rows (authorization-matrix.test.ts) for flashcards: a student's
// own cards only; another student meets the 404 of a missing card.
import { OWNER, STUDENT, next, type Operations } from './authorization-fixtures';

export const FLASHCARDS: Operations = {
  // The student's own decks and queue (none for another student): nothing to refuse.
  'GET /user/flashcards/decks': {
    rule: STUDENT,
    request: () => ({ url: '/user/flashcards/decks' }),
  },
  'GET /user/flashcards': {
    rule: STUDENT,
    request: () => ({ url: '/user/flashcards' }),
  },
  'GET /user/flashcards/queue': {
    rule: STUDENT,
    request: () => ({ url: '/user/flashcards/queue' }),
  },
  'GET /user/flashcards/export': {
    rule: STUDENT,
    request: () => ({ url: '/user/flashcards/export' }),
  },
  // The owner's question (answer not shown yet: 409, still past the guards); a question
  // another student never met is a 404.
  'POST /user/flashcards/from-question': {
    rule: OWNER,
    request: (f) => ({
      url: '/user/flashcards/from-question',
      payload: { questionId: f.questionId },
    }),
  },
  // An own card needs access to the exam: another student has none (403).
  'POST /user/flashcards': {
    rule: { kind: 'owner', stranger: 403 },
    request: (f) => ({
      url: '/user/flashcards',
      payload: { examId: f.exam.id, front: `Front ${next()}`, back: 'Back' },
    }),
  },
  'PATCH /user/flashcards/{cardId}': {
    rule: OWNER,
    request: (f) => ({ url: `/user/flashcards/${f.flashcardId}`, payload: { back: 'New back' } }),
  },
  'DELETE /user/flashcards/{cardId}': {
    rule: OWNER,
    request: async (f) => ({ url: `/user/flashcards/${await f.freshFlashcard()}` }),
  },
  'POST /user/flashcards/{cardId}/review': {
    rule: OWNER,
    request: (f) => ({
      url: `/user/flashcards/${f.flashcardId}/review`,
      payload: { rating: 'good' },
    }),
  },
};

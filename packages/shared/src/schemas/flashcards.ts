// Flashcards with spaced repetition (decision 0107): a student's cards, their decks and due
// queue, and a review's rating.
import { z } from 'zod';
import {
  FLASHCARD_LIMITS,
  FLASHCARD_MESSAGES as TEXT,
  FLASHCARD_RATINGS,
  FLASHCARD_SOURCES,
} from '../flashcards';
import { ZPagination, ZPaginationQuery, ZUuid } from './common';

export const ZFlashcardParams = z.object({ cardId: ZUuid });

const side = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(FLASHCARD_LIMITS.sideLength, TEXT.sideTooLong);

/** POST /user/flashcards: a card the student writes, in a deck of theirs. */
export const ZAddFlashcardRequest = z
  .object({
    examId: ZUuid,
    subjectId: ZUuid.nullish(),
    front: side(TEXT.frontRequired),
    back: side(TEXT.backRequired),
  })
  .strict();
export type TAddFlashcardRequest = z.input<typeof ZAddFlashcardRequest>;

/** PATCH /user/flashcards/:cardId: only the sides sent change. */
export const ZEditFlashcardRequest = z
  .object({ front: side(TEXT.frontRequired), back: side(TEXT.backRequired) })
  .partial()
  .strict()
  .refine((body) => body.front !== undefined || body.back !== undefined, {
    message: TEXT.sendFrontOrBack,
  });
export type TEditFlashcardRequest = z.input<typeof ZEditFlashcardRequest>;

export const ZReviewFlashcardRequest = z
  .object({
    rating: z.enum(FLASHCARD_RATINGS, `rating must be one of ${FLASHCARD_RATINGS.join(', ')}`),
  })
  .strict();
export type TReviewFlashcardRequest = z.input<typeof ZReviewFlashcardRequest>;

/** A deck: an exam, or one subject of it. Both optional: every card of the student. */
export const ZDeckQuery = z.object({ examId: ZUuid.optional(), subjectId: ZUuid.optional() });

export const ZFlashcardQueueQuery = ZDeckQuery.extend({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(FLASHCARD_LIMITS.queueMax, `limit must be at most ${FLASHCARD_LIMITS.queueMax}`)
    .default(FLASHCARD_LIMITS.queueDefault),
});
export type TFlashcardQueueQuery = z.input<typeof ZFlashcardQueueQuery>;

/** GET /user/flashcards: a deck's cards, due soonest first, a page at a time; search in the sides. */
export const ZFlashcardListQuery = ZDeckQuery.extend(ZPaginationQuery.shape);
export type TFlashcardListQuery = z.input<typeof ZFlashcardListQuery>;

// ---- replies ----

export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;

export const ZFlashcard = z.object({
  id: ZUuid,
  examId: ZUuid,
  subjectId: ZUuid.nullable(),
  questionId: ZUuid.nullable(),
  /** Sanitized HTML. */
  front: z.string(),
  back: z.string(),
  source: z.enum(FLASHCARD_SOURCES),
  state: z.enum(FLASHCARD_STATES),
  dueAt: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReviewAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFlashcard = z.infer<typeof ZFlashcard>;

/** Seconds from now until the card would be due after each rating. */
export const ZNextIntervals = z.object({
  again: z.number().int(),
  hard: z.number().int(),
  good: z.number().int(),
  easy: z.number().int(),
});
export type TNextIntervals = z.infer<typeof ZNextIntervals>;

/** A card with the names of its deck. */
export const ZListedFlashcard = ZFlashcard.extend({
  examName: z.string(),
  subjectName: z.string().nullable(),
});
export type TListedFlashcard = z.infer<typeof ZListedFlashcard>;

export const ZQueuedFlashcard = ZListedFlashcard.extend({ next: ZNextIntervals });
export type TQueuedFlashcard = z.infer<typeof ZQueuedFlashcard>;

export const ZFlashcardListReply = z.object({
  cards: z.array(ZListedFlashcard),
  pagination: ZPagination,
});
export type TFlashcardListReply = z.infer<typeof ZFlashcardListReply>;

export const ZFlashcardQueueReply = z.object({
  /** Oldest due first, at most `limit`. */
  cards: z.array(ZQueuedFlashcard),
  /** All the cards of the deck due now (more than `cards` holds when over the limit). */
  dueCount: z.number().int(),
});
export type TFlashcardQueueReply = z.infer<typeof ZFlashcardQueueReply>;

const ZCounts = {
  total: z.number().int(),
  /** Due now, new cards included. */
  due: z.number().int(),
  /** Never reviewed. */
  new: z.number().int(),
};

export const ZSubjectDeck = z.object({
  subjectId: ZUuid.nullable(),
  subjectName: z.string().nullable(),
  ...ZCounts,
});
export const ZExamDeck = z.object({
  examId: ZUuid,
  examName: z.string(),
  ...ZCounts,
  subjects: z.array(ZSubjectDeck),
});
export type TExamDeck = z.infer<typeof ZExamDeck>;

export const ZFlashcardDecksReply = z.object({
  decks: z.array(ZExamDeck),
  totals: z.object(ZCounts),
});
export type TFlashcardDecksReply = z.infer<typeof ZFlashcardDecksReply>;

export const ZFlashcardReply = z.object({ card: ZFlashcard });

export const ZReviewFlashcardReply = z.object({
  card: ZFlashcard,
  /** Seconds until it is due again. */
  interval: z.number().int(),
});

// Flashcards: a student's cards, made from questions (when an answer is revealed wrong, a
// tagged question, or on request) or written by them, and scheduled by FSRS (decision 0107).
// A card keeps its sides as they were made, so editing or deleting the question later changes
// nothing on it (the link is set null).
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FLASHCARD_SOURCES } from '@prepward/shared/flashcards';
import { ownedByUser } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { partOfExam, questions, subjects } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const flashcards = pgTable(
  'flashcards',
  {
    id: id(),
    userId: ownedByUser(),
    /** The deck: an exam, then a subject of it (none for an own card without one). */
    examId: partOfExam(),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    /** Sanitized HTML. */
    frontHtml: text('front_html').notNull(),
    backHtml: text('back_html').notNull(),
    source: text('source', { enum: FLASHCARD_SOURCES }).notNull(),
    // FSRS's card state (ts-fsrs's Card); a new card is due when it is made.
    dueAt: at('due_at').notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs's State). */
    state: smallint('state').notNull().default(0),
    lastReviewAt: at('last_review_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A question gives one card per student (null for own cards: never equal).
    uniqueIndex('flashcards_user_question_unique').on(table.userId, table.questionId),
    // The due queue: one student's cards, oldest due first.
    index('flashcards_user_due_idx').on(table.userId, table.dueAt),
    // The decks: per exam, then per subject.
    index('flashcards_user_deck_idx').on(table.userId, table.examId, table.subjectId),
    // Deleting a question or a subject sets its cards' link to null.
    index('flashcards_question_idx').on(table.questionId),
    index('flashcards_subject_idx').on(table.subjectId),
    check(
      'flashcards_source_known',
      sql`${table.source} in ('question', 'wrong', 'marked', 'own')`,
    ),
    check('flashcards_state_known', sql`${table.state} between 0 and 3`),
  ],
);

/** Each review of a card: what was rated and what the card was before (progress, undo). */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    /** 1 again, 2 hard, 3 good, 4 easy. */
    rating: smallint('rating').notNull(),
    reviewedAt: at('reviewed_at').notNull(),
    previousDueAt: at('previous_due_at').notNull(),
    previousState: smallint('previous_state').notNull(),
    dueAt: at('due_at').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
  },
  (table) => [
    index('flashcard_reviews_card_idx').on(table.cardId, table.reviewedAt),
    index('flashcard_reviews_user_idx').on(table.userId, table.reviewedAt),
    check('flashcard_reviews_rating_known', sql`${table.rating} between 1 and 4`),
  ],
);

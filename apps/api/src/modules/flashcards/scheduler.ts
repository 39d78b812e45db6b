// FSRS through ts-fsrs (decision 0107): a card's next due date for each rating. The card's
// state is the table's columns; the time is always passed in (the service's clock).
import { FLASHCARD_RATINGS, type FlashcardRating } from '@prepward/shared/flashcards';
import type { TNextIntervals } from '@prepward/shared/schemas/flashcards';
import { fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { flashcards } from '../../db/schema';

// The library's defaults (retention 0.9, learning steps 1 and 10 minutes, relearning 10
// minutes), without fuzz: the interval shown under a button is the one the card gets.
const scheduler = fsrs({ enable_fuzz: false });

export type ScheduleColumns = Pick<
  typeof flashcards.$inferSelect,
  | 'dueAt'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReviewAt'
>;

const GRADES: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const cardOf = (row: ScheduleColumns): Card => ({
  due: row.dueAt,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  ...(row.lastReviewAt ? { last_review: row.lastReviewAt } : {}),
});

const columnsOf = (card: Card): ScheduleColumns => ({
  dueAt: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReviewAt: card.last_review ?? null,
});

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** Seconds from `now` until the card would be due after each rating. */
export function nextIntervals(row: ScheduleColumns, now: Date): TNextIntervals {
  const preview = scheduler.repeat(cardOf(row), now);
  const entries = FLASHCARD_RATINGS.map((rating) => [
    rating,
    secondsBetween(now, preview[GRADES[rating]].card.due),
  ]);
  return Object.fromEntries(entries) as TNextIntervals;
}

/** The card after a review at `now`. Early reviews are allowed: FSRS counts the time since the last. */
export function schedule(row: ScheduleColumns, rating: FlashcardRating, now: Date) {
  const { card } = scheduler.next(cardOf(row), now, GRADES[rating]);
  return {
    columns: columnsOf(card),
    interval: secondsBetween(now, card.due),
    grade: GRADES[rating],
  };
}

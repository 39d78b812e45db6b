// Flashcards with spaced repetition (decision 0107): where a card comes from, the four
// ratings of a review, the texts, and how the next interval is written under each rating.
// Apart from constants.ts and messages.ts, which the public home page downloads whole.

/**
 * 'question': made by the student from a question; 'wrong': made when an answer was revealed
 * wrong; 'marked': made from a question they tagged; 'own': written by the student.
 */
export const FLASHCARD_SOURCES = ['question', 'wrong', 'marked', 'own'] as const;
export type FlashcardSource = (typeof FLASHCARD_SOURCES)[number];

/** In the order of the buttons and their keys 1 to 4 (FSRS's ratings 1 to 4). */
export const FLASHCARD_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];

export const FLASHCARD_RATING_LABELS: Record<FlashcardRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

export const FLASHCARD_SOURCE_LABELS: Record<FlashcardSource, string> = {
  question: 'From a question',
  wrong: 'Answered wrong',
  marked: 'Tagged question',
  own: 'Own card',
};

export const FLASHCARD_LIMITS = {
  /** A side written by the student, as HTML or text. */
  sideLength: 10_000,
  queueDefault: 50,
  queueMax: 200,
} as const;

/** Shown on the front of a Next Generation item's card, whose options are in parts. */
export const FLASHCARD_PARTS_PROMPT = 'Answer the question, then turn the card';

export const FLASHCARD_MESSAGES = {
  made: 'Flashcard made',
  alreadyMade: 'Already a flashcard',
  added: 'Flashcard added',
  updated: 'Flashcard updated',
  deleted: 'Flashcard deleted',
  reviewed: 'Review saved',
  notFound: 'Flashcard not found',
  questionNotFound: 'Question not found',
  examNotFound: 'Exam not found',
  needsAccess: 'Making flashcards needs an active subscription to this exam.',
  notRevealed:
    'A flashcard can be made from a question once its answer has been shown to you: after submitting it in practice, or when the test has ended.',
  subjectNotInExam: 'That subject is not part of this exam.',
  frontRequired: 'The front of the card is required',
  backRequired: 'The back of the card is required',
  sideTooLong: `A side of a card may have at most ${FLASHCARD_LIMITS.sideLength} characters`,
  sendFrontOrBack: 'Send front or back',
  preferenceSaved: 'Flashcard preference saved',
  preferenceSaveFailed: 'Could not save your flashcard preference.',
} as const;

/**
 * How long until a card is due, as the rating buttons show it: '1 min', '10 min', '3 h',
 * '1 day', '4 days', '2 mo', '1.5 yr'.
 */
export function formatInterval(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 31) return days === 1 ? '1 day' : `${days} days`;
  const months = days / 30.4;
  if (months < 12) return `${Math.round(months)} mo`;
  const years = Math.round((days / 365) * 10) / 10;
  return `${years} yr`;
}

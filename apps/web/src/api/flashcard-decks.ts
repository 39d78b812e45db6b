// The student's flashcard decks: the due count on the dashboard, and the Flashcards page.
import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../lib/operations';

export function useFlashcardDecks() {
  return useQuery({ ...queryOf(op.listFlashcardDecks) });
}

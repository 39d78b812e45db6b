// The student's flashcard decks (the due count on the dashboard, the Flashcards page) and
// making a card of a question (the exam page and the test review): used by several features.
import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, invalidate, queryOf } from '../lib/operations';

export function useFlashcardDecks() {
  return useQuery({ ...queryOf(op.listFlashcardDecks) });
}

/** Makes the card of a question whose answer the student has seen; the reply says if it was new. */
export function useMakeFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => call(op.makeFlashcard, { body: { questionId } }),
    onSuccess: () => void invalidate(queryClient, op.listFlashcardDecks, op.getFlashcardQueue),
  });
}

// Making a flashcard of a question whose answer the student has seen: the exam page and the
// test review. Its own small contract, so those pages do not carry the flashcards' schemas.
import { flashcardMakingOperations as op } from '@prepward/shared/operations/flashcard-making';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../lib/operations';

/** The reply says whether the card is new ('Flashcard made') or was there ('Already a flashcard'). */
export function useMakeFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => call(op.makeFlashcard, { body: { questionId } }),
    // The decks and queues cached (the flashcards' operations share its tag).
    onSuccess: () => void invalidateArea(queryClient, op.makeFlashcard.tag),
  });
}

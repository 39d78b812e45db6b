import type { FlashcardRating } from '@prepward/shared/flashcards';
import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function useReviewFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: FlashcardRating }) =>
      call(op.reviewFlashcard, { params: { cardId }, body: { rating } }),
    // The queue being worked through stays as read; the decks' counts move.
    onSuccess: () => void invalidate(queryClient, op.listFlashcardDecks),
  });
}

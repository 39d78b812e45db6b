import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function useDeleteFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => call(op.deleteFlashcard, { params: { cardId } }),
    onSuccess: () => void invalidate(queryClient, op.listFlashcardDecks, op.listFlashcards),
  });
}

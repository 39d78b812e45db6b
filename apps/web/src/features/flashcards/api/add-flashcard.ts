import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import type { TAddFlashcardRequest } from '@prepward/shared/schemas/flashcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export function useAddFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddFlashcardRequest) => call(op.addFlashcard, { body }),
    onSuccess: () =>
      void invalidate(queryClient, op.listFlashcardDecks, op.getFlashcardQueue, op.listFlashcards),
  });
}

import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import type { TEditFlashcardRequest } from '@prepward/shared/schemas/flashcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

/** The review screen shows the reply's card in place of the one it read; lists read it again. */
export function useEditFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: string; body: TEditFlashcardRequest }) =>
      call(op.editFlashcard, { params: { cardId }, body }),
    onSuccess: () => void invalidate(queryClient, op.listFlashcards),
  });
}

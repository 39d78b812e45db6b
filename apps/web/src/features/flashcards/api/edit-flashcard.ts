import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import type { TEditFlashcardRequest } from '@prepward/shared/schemas/flashcards';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** The review screen shows the reply's card in place of the one it read. */
export function useEditFlashcard() {
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: string; body: TEditFlashcardRequest }) =>
      call(op.editFlashcard, { params: { cardId }, body }),
  });
}

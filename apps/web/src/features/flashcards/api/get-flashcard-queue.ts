import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import type { TFlashcardQueueQuery } from '@prepward/shared/schemas/flashcards';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The cards due now in a deck (or all), oldest due first, read once per round of reviews. */
export function useFlashcardQueue(query: TFlashcardQueueQuery) {
  return useQuery({
    ...queryOf(op.getFlashcardQueue, { query }),
    // A round of reviews works through the cards it read; a new read starts the next round.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

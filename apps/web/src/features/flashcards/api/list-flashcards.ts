import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import type { TFlashcardListQuery } from '@prepward/shared/schemas/flashcards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A page of a deck's cards, due soonest first; the last page stays on screen while the next loads. */
export function useFlashcardList(query: TFlashcardListQuery) {
  return useQuery({ ...queryOf(op.listFlashcards, { query }), placeholderData: keepPreviousData });
}

import { FLASHCARD_MESSAGES } from '@prepward/shared/flashcards';
import { preferenceOperations as op } from '@prepward/shared/operations/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import { call, keyOf, queryOf } from '../../../lib/operations';

/** Whether flashcards are made automatically, and a switch that saves the change. */
export function useAutoFlashcards() {
  const queryClient = useQueryClient();
  const read = useQuery({ ...queryOf(op.getPreferences) });
  const mutation = useMutation({
    mutationFn: (autoFlashcards: boolean) =>
      call(op.updatePreferences, { body: { autoFlashcards } }),
    onSuccess: (reply) => queryClient.setQueryData(keyOf(op.getPreferences, {}), reply),
    onError: () =>
      notifyError(FLASHCARD_MESSAGES.preferenceSaveFailed, { id: 'flashcards-preference-failed' }),
  });
  return {
    /** Unknown until the server answers. */
    value: mutation.isPending ? mutation.variables : read.data?.preferences.autoFlashcards,
    saving: mutation.isPending,
    change: (value: boolean) => mutation.mutate(value),
  };
}

// The student's display preferences on the server: read once a visit to bring the choice
// cached in this browser in line (another device may have changed it), and changed from the
// exam page's toolbar and the account page: applied at once, put back if the server refuses.
import {
  DISPLAY_PREFERENCE_MESSAGES,
  type DisplayPreferences,
} from '@prepward/shared/display-preferences';
import { preferenceOperations as op } from '@prepward/shared/operations/preferences';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getCurrentDisplayPreferences,
  setDisplayPreferences,
  useDisplayPreferences,
} from '../lib/display-preferences';
import { notifyError } from '../lib/notify';
import { call, keyOf, queryOf, type Reply } from '../lib/operations';

type PreferencesReply = Reply<typeof op.getPreferences>;
const PREFERENCES_KEY = keyOf(op.getPreferences, {});
const UPDATE_KEY = ['preferences', 'update'] as const;

const changing = (queryClient: QueryClient) => queryClient.isMutating({ mutationKey: UPDATE_KEY });

/** The cached reply with new display preferences, the other preferences kept. */
function withDisplay(queryClient: QueryClient, display: DisplayPreferences): PreferencesReply {
  const cached = queryClient.getQueryData<PreferencesReply>(PREFERENCES_KEY);
  return {
    message: '',
    preferences: { autoFlashcards: cached?.preferences.autoFlashcards ?? true, ...display },
  };
}

/** The student layout's: applies the server's preferences once they arrive. */
export function useSyncDisplayPreferences() {
  const queryClient = useQueryClient();
  // Asked afresh on every visit, and a reply cached before it (another student's, signed in
  // earlier in this tab) is never applied.
  const [mountedAt] = useState(() => Date.now());
  const { data, dataUpdatedAt } = useQuery({
    ...queryOf(op.getPreferences),
    refetchOnMount: 'always',
  });
  useEffect(() => {
    // A change on its way wins over a reply read before it.
    if (data && dataUpdatedAt >= mountedAt && changing(queryClient) === 0) {
      setDisplayPreferences(data.preferences);
    }
  }, [data, dataUpdatedAt, mountedAt, queryClient]);
}

/** The preferences in force and a change that applies at once and is saved. */
export function useDisplaySettings() {
  const queryClient = useQueryClient();
  const preferences = useDisplayPreferences();
  const mutation = useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: (change: Partial<DisplayPreferences>) =>
      call(op.updatePreferences, { body: change }),
    onMutate: async (change) => {
      const before = getCurrentDisplayPreferences();
      const after = { ...before, ...change };
      setDisplayPreferences(after);
      // A read still on its way would bring back what was there before.
      await queryClient.cancelQueries({ queryKey: PREFERENCES_KEY });
      queryClient.setQueryData<PreferencesReply>(PREFERENCES_KEY, withDisplay(queryClient, after));
      return { before };
    },
    onError: (_error, change, context) => {
      notifyError(DISPLAY_PREFERENCE_MESSAGES.saveFailed, { id: 'preferences-save-failed' });
      if (!context) return;
      // Only what this change set goes back: a later change to the other setting stays.
      const now = getCurrentDisplayPreferences();
      const reverted = { ...now };
      if (change.textSize === now.textSize) reverted.textSize = context.before.textSize;
      if (change.colorScheme === now.colorScheme) reverted.colorScheme = context.before.colorScheme;
      setDisplayPreferences(reverted);
      queryClient.setQueryData<PreferencesReply>(
        PREFERENCES_KEY,
        withDisplay(queryClient, reverted),
      );
    },
    onSuccess: (reply) => {
      // With another change still on its way, its own reply will be the last word.
      if (changing(queryClient) > 1) return;
      setDisplayPreferences(reply.preferences);
      queryClient.setQueryData<PreferencesReply>(PREFERENCES_KEY, reply);
    },
  });
  return { preferences, change: (change: Partial<DisplayPreferences>) => mutation.mutate(change) };
}

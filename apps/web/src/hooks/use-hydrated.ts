import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React is hydrating HTML that was rendered ahead of time (and in that render),
 * true once the browser has taken over, and from the start for pages rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

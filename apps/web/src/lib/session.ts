import type { AccountType } from '@prepward/shared/constants';
import { useSyncExternalStore } from 'react';
import { clearSession, getSignedInAs } from './storage';

/**
 * Fired when the server rejects a token (401). Guards listen to it and send the person to
 * sign in at once. A deliberate logout does not fire it: the logout handler navigates to
 * its own sign-in page.
 */
export const SESSION_EXPIRED_EVENT = 'prepward:session-expired';

export function expireSession(kind: AccountType): void {
  clearSession(kind);
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // 'storage' covers a sign-in or sign-out in another tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_EXPIRED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_EXPIRED_EVENT, onChange);
  };
}

/** The signed-in account type ('user' | 'admin'), or null; re-read on every render. */
export function useSignedInAs(): AccountType | null {
  return useSyncExternalStore(subscribe, getSignedInAs, () => null);
}

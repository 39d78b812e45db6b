import type { AccountType } from '@prepward/shared/constants';
import { useSyncExternalStore } from 'react';
import { clearSession, forgetSignOut, getSignedInAs } from './storage';

/**
 * Fired when the server ends a session (a rejected token, a suspended account). Guards listen
 * to it and send the person to sign in at once, showing `detail.reason` when there is one. A
 * deliberate logout does not fire it: the logout handler navigates to its own sign-in page.
 */
export const SESSION_EXPIRED_EVENT = 'prepward:session-expired';

export type SessionExpiredDetail = { reason: string | undefined };

export function expireSession(kind: AccountType, reason?: string): void {
  forgetSignOut();
  clearSession(kind);
  window.dispatchEvent(
    new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, { detail: { reason } }),
  );
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

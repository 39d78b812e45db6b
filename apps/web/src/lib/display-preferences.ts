// The signed-in student's text size and theme as the app applies them: kept in local storage
// so a page opens with the last choice at once (no flash of the defaults), then brought in
// line with the server (api/preferences.ts). Applied on the student pages only; the public,
// sign-in and administration pages stay light at the browser's text size.
import { useColorScheme, useIsomorphicEffect } from '@mantine/hooks';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  type ColorSchemePreference,
  type TextSize,
} from '@prepward/shared/constants';
import { useSyncExternalStore } from 'react';
import {
  getDisplayPreferences,
  setDisplayPreferences as storeDisplayPreferences,
  STORAGE_KEYS,
  type StoredDisplayPreferences,
} from './storage';

export type DisplayPreferences = StoredDisplayPreferences;

/** The root font size of each text size: every rem-sized text and space grows with it. */
export const TEXT_SIZE_SCALE: Record<TextSize, string> = {
  small: '87.5%',
  medium: '100%',
  large: '112.5%',
  'x-large': '125%',
};

const same = (a: DisplayPreferences, b: DisplayPreferences) =>
  a.textSize === b.textSize && a.colorScheme === b.colorScheme;

// Local storage is the store: a sign-out (which forgets them) or another tab changes it too.
// The last value read is kept so that an unchanged store answers the same object.
let lastRead: DisplayPreferences = DEFAULT_DISPLAY_PREFERENCES;
/** Only when local storage cannot keep them (private browsing): they hold for this page. */
let unstored: DisplayPreferences | null = null;

export function getCurrentDisplayPreferences(): DisplayPreferences {
  const stored = getDisplayPreferences() ?? unstored ?? DEFAULT_DISPLAY_PREFERENCES;
  if (!same(stored, lastRead)) lastRead = stored;
  return lastRead;
}

const listeners = new Set<() => void>();

/** Applies and remembers preferences (a change, or what the server answered). */
export function setDisplayPreferences(next: DisplayPreferences): void {
  if (same(next, getCurrentDisplayPreferences())) return;
  storeDisplayPreferences(next);
  const kept = getDisplayPreferences();
  unstored = kept && same(kept, next) ? null : { ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.displayPreferences) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The preferences in force (cached or defaults until the server answers). */
export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(
    subscribe,
    getCurrentDisplayPreferences,
    () => DEFAULT_DISPLAY_PREFERENCES,
  );
}

/** Whether a path belongs to the signed-in student's pages (/user and below). */
export const isStudentPath = (pathname: string) => /^\/user(\/|$)/.test(pathname);

export function resolveColorScheme(
  preference: ColorSchemePreference,
  device: 'light' | 'dark',
): 'light' | 'dark' {
  return preference === 'auto' ? device : preference;
}

/**
 * The colour scheme the app shows, and the root font size set on <html>: the student's
 * preferences when `applies`, else light at the browser's own size. Both take effect before
 * the browser paints.
 */
export function useAppliedDisplay(applies: boolean): 'light' | 'dark' {
  const { textSize, colorScheme } = useDisplayPreferences();
  // Read at once (not after the first paint), so 'auto' on a dark device starts dark.
  const device = useColorScheme('light', { getInitialValueInEffect: false });
  const scheme = applies ? resolveColorScheme(colorScheme, device) : 'light';
  const fontSize = applies ? TEXT_SIZE_SCALE[textSize] : '';
  useIsomorphicEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = fontSize;
    // Mantine sets this too, but in an effect that runs after the first paint.
    root.setAttribute('data-mantine-color-scheme', scheme);
  }, [fontSize, scheme]);
  return scheme;
}

// The signed-in student's text size and theme as the app applies them: kept in local storage
// so a page opens with the last choice at once (no flash of the defaults), then brought in
// line with the server (api/preferences.ts). Applied on the student pages only; the public,
// sign-in and administration pages stay light at the browser's text size.
//
// Local storage is read here rather than through lib/storage.ts because the public home page
// downloads that module: its bundle budget has no room for this.
import { useColorScheme, useIsomorphicEffect } from '@mantine/hooks';
import {
  COLOR_SCHEMES,
  DEFAULT_DISPLAY_PREFERENCES,
  TEXT_SIZES,
  type ColorSchemePreference,
  type DisplayPreferences,
  type TextSize,
} from '@prepward/shared/display-preferences';
import { useSyncExternalStore } from 'react';
import { getUserData } from './storage';

/** The root font size of each text size: every rem-sized text and space grows with it. */
export const TEXT_SIZE_SCALE: Record<TextSize, string> = {
  small: '87.5%',
  medium: '100%',
  large: '112.5%',
  'x-large': '125%',
};

/** `{ userId, textSize, colorScheme }`: the choice of the student signed in on this browser. */
export const DISPLAY_PREFERENCES_KEY = 'displayPreferences';

const same = (a: DisplayPreferences, b: DisplayPreferences) =>
  a.textSize === b.textSize && a.colorScheme === b.colorScheme;

/** The stored choice, if it is the signed-in student's (the next one on this browser starts afresh). */
function readStored(): DisplayPreferences | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(DISPLAY_PREFERENCES_KEY) ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, textSize, colorScheme } = value as Record<string, unknown>;
    const size = TEXT_SIZES.find((known) => known === textSize);
    const scheme = COLOR_SCHEMES.find((known) => known === colorScheme);
    if (!size || !scheme || userId !== getUserData()?.userData?.id) return null;
    return { textSize: size, colorScheme: scheme };
  } catch {
    // Nothing stored, something unparsable, or no storage at all (private browsing).
    return null;
  }
}

function writeStored(value: DisplayPreferences): boolean {
  try {
    const userId = getUserData()?.userData?.id;
    window.localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify({ userId, ...value }));
    return true;
  } catch {
    return false;
  }
}

// The last value read is kept so that an unchanged store answers the same object.
let lastRead: DisplayPreferences = DEFAULT_DISPLAY_PREFERENCES;
/** Only when local storage cannot keep them (private browsing): they hold for this page. */
let unstored: DisplayPreferences | null = null;

export function getCurrentDisplayPreferences(): DisplayPreferences {
  const current = readStored() ?? unstored ?? DEFAULT_DISPLAY_PREFERENCES;
  if (!same(current, lastRead)) lastRead = current;
  return lastRead;
}

const listeners = new Set<() => void>();

/** Applies and remembers preferences (a change, or what the server answered). */
export function setDisplayPreferences(next: DisplayPreferences): void {
  if (same(next, getCurrentDisplayPreferences())) return;
  const value = { textSize: next.textSize, colorScheme: next.colorScheme };
  unstored = writeStored(value) ? null : value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them, or signed in or out.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
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

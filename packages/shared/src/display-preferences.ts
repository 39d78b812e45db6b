// A student's display preferences (text size, theme): their values, defaults and texts.
// Apart from constants.ts and messages.ts because the public home page downloads those, and
// its bundle budget (bench/README.md) leaves no room for what only signed-in students use.

export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** 'auto' follows the device's light or dark setting. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEMES)[number];

export type DisplayPreferences = { textSize: TextSize; colorScheme: ColorSchemePreference };

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  textSize: 'medium',
  colorScheme: 'auto',
};

export const DISPLAY_PREFERENCE_MESSAGES = {
  saved: 'Display preferences saved',
  saveFailed: 'Could not save your display preferences, so they are back as they were.',
} as const;

// A student's preferences, kept per account: text size and light/dark theme (display), and
// whether cards are made for them automatically (flashcards, decision 0107).
import { z } from 'zod';
import { COLOR_SCHEMES, TEXT_SIZES } from '../display-preferences';

export const ZDisplayPreferences = z.object({
  textSize: z.enum(TEXT_SIZES, `Text size must be one of ${TEXT_SIZES.join(', ')}`),
  colorScheme: z.enum(COLOR_SCHEMES, `Theme must be one of ${COLOR_SCHEMES.join(', ')}`),
});
export type TDisplayPreferences = z.infer<typeof ZDisplayPreferences>;

export const ZStudentPreferences = ZDisplayPreferences.extend({
  /** Make flashcards of questions answered wrong and of tagged ones. */
  autoFlashcards: z.boolean('autoFlashcards must be true or false'),
});
export type TStudentPreferences = z.infer<typeof ZStudentPreferences>;

/** Only the preferences sent change; unknown fields and an empty body are refused. */
export const ZPreferencesUpdate = ZStudentPreferences.partial()
  .strict()
  .refine(
    (body) =>
      body.textSize !== undefined ||
      body.colorScheme !== undefined ||
      body.autoFlashcards !== undefined,
    { message: 'Send textSize, colorScheme or autoFlashcards' },
  );
export type TPreferencesUpdate = z.input<typeof ZPreferencesUpdate>;

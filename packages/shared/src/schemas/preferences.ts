// A student's display preferences: text size and light/dark theme, kept per account.
import { z } from 'zod';
import { COLOR_SCHEMES, TEXT_SIZES } from '../display-preferences';

export const ZDisplayPreferences = z.object({
  textSize: z.enum(TEXT_SIZES, `Text size must be one of ${TEXT_SIZES.join(', ')}`),
  colorScheme: z.enum(COLOR_SCHEMES, `Theme must be one of ${COLOR_SCHEMES.join(', ')}`),
});
export type TDisplayPreferences = z.infer<typeof ZDisplayPreferences>;

/** Only the preferences sent change; unknown fields and an empty body are refused. */
export const ZDisplayPreferencesUpdate = ZDisplayPreferences.partial()
  .strict()
  .refine((body) => body.textSize !== undefined || body.colorScheme !== undefined, {
    message: 'Send textSize or colorScheme',
  });
export type TDisplayPreferencesUpdate = z.input<typeof ZDisplayPreferencesUpdate>;

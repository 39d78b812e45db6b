// A student's preferences (text size, theme, automatic flashcards). Stored only once changed:
// a student without a row has the defaults.
import { DEFAULT_DISPLAY_PREFERENCES } from '@prepward/shared/display-preferences';
import type { TPreferencesUpdate, TStudentPreferences } from '@prepward/shared/schemas/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

const columns = {
  textSize: userPreferences.textSize,
  colorScheme: userPreferences.colorScheme,
  autoFlashcards: userPreferences.autoFlashcards,
};

const DEFAULTS: TStudentPreferences = { ...DEFAULT_DISPLAY_PREFERENCES, autoFlashcards: true };

export function createPreferences({ db }: { db: Database }) {
  return {
    async get(userId: string): Promise<TStudentPreferences> {
      const [row] = await db
        .select(columns)
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row ?? { ...DEFAULTS };
    },

    /** Changes only what is sent; one statement, so two quick changes never lose each other. */
    async update(userId: string, change: TPreferencesUpdate): Promise<TStudentPreferences> {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...change })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { ...change, updatedAt: sql`now()` },
        })
        .returning(columns);
      return row!;
    },
  };
}

export type Preferences = ReturnType<typeof createPreferences>;

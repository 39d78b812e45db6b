// A student's display preferences (text size, theme). Stored only once changed: a student
// without a row has the defaults.
import { DEFAULT_DISPLAY_PREFERENCES } from '@prepward/shared/display-preferences';
import type {
  TDisplayPreferences,
  TDisplayPreferencesUpdate,
} from '@prepward/shared/schemas/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

const columns = {
  textSize: userPreferences.textSize,
  colorScheme: userPreferences.colorScheme,
};

export function createPreferences({ db }: { db: Database }) {
  return {
    async get(userId: string): Promise<TDisplayPreferences> {
      const [row] = await db
        .select(columns)
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row ?? { ...DEFAULT_DISPLAY_PREFERENCES };
    },

    /** Changes only what is sent; one statement, so two quick changes never lose each other. */
    async update(userId: string, change: TDisplayPreferencesUpdate): Promise<TDisplayPreferences> {
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

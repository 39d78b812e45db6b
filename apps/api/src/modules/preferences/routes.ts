import { DISPLAY_PREFERENCE_MESSAGES } from '@prepward/shared/display-preferences';
import { FLASHCARD_MESSAGES } from '@prepward/shared/flashcards';
import { preferenceOperations as op } from '@prepward/shared/operations/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { Preferences } from './service';

export const preferenceRoutes: FastifyPluginAsyncZod<{ preferences: Preferences }> = async (
  app,
  { preferences },
) => {
  route(app, op.getPreferences, async ({ student }) => ({
    message: 'Preferences',
    preferences: await preferences.get(student.id),
  }));

  route(app, op.updatePreferences, async ({ student, body }) => ({
    message:
      body.textSize === undefined && body.colorScheme === undefined
        ? FLASHCARD_MESSAGES.preferenceSaved
        : DISPLAY_PREFERENCE_MESSAGES.saved,
    preferences: await preferences.update(student.id, body),
  }));
};

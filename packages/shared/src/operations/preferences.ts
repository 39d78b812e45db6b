// A student's preferences (text size, theme, automatic flashcards): read and change one's own.
import { z } from 'zod';
import { operation } from '../operation';
import { ZPreferencesUpdate, ZStudentPreferences } from '../schemas/preferences';

const tag = 'student preferences';

export const preferenceOperations = {
  getPreferences: operation({
    method: 'GET',
    path: '/user/preferences',
    tag,
    caller: 'student',
    summary: 'The signed-in student’s preferences (defaults until changed)',
    reply: z.object({ preferences: ZStudentPreferences }),
  }),
  updatePreferences: operation({
    method: 'PATCH',
    path: '/user/preferences',
    tag,
    caller: 'student',
    summary: 'Change preferences (only those sent)',
    body: ZPreferencesUpdate,
    reply: z.object({ preferences: ZStudentPreferences }),
  }),
};

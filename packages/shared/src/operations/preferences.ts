// A student's display preferences (text size, theme): read and change one's own.
import { z } from 'zod';
import { operation } from '../operation';
import { ZDisplayPreferences, ZDisplayPreferencesUpdate } from '../schemas/preferences';

const tag = 'student preferences';

export const preferenceOperations = {
  getPreferences: operation({
    method: 'GET',
    path: '/user/preferences',
    tag,
    caller: 'student',
    summary: 'The signed-in student’s display preferences (defaults until changed)',
    reply: z.object({ preferences: ZDisplayPreferences }),
  }),
  updatePreferences: operation({
    method: 'PATCH',
    path: '/user/preferences',
    tag,
    caller: 'student',
    summary: 'Change display preferences (only those sent)',
    body: ZDisplayPreferencesUpdate,
    reply: z.object({ preferences: ZDisplayPreferences }),
  }),
};

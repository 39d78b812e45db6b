import { studyPlanReminderOperations as op } from '@prepward/shared/operations/study-plan-reminders';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** The reminder mail's link: turns that plan's reminders off, without signing in. */
export function useTurnStudyRemindersOff() {
  return useMutation({
    mutationFn: (token: string) => call(op.turnStudyRemindersOff, { query: { token } }),
  });
}

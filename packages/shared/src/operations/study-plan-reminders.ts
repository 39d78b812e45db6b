// The link in a study reminder mail (decision 0109): turns that plan's reminders off without
// signing in. The token in the address is signed by the server and names the student and the
// exam; mail programs that offer one-click unsubscribing post to the same address.
import { operation } from '../operation';
import { ZRemindersOffQuery, ZRemindersOffReply } from '../schemas/study-plans';

export const studyPlanReminderOperations = {
  turnStudyRemindersOff: operation({
    method: 'POST',
    path: '/study-plans/reminders-off',
    tag: 'study plans',
    caller: 'anyone',
    summary: "Turn a study plan's reminder mails off, from the signed link in a reminder",
    query: ZRemindersOffQuery,
    reply: ZRemindersOffReply,
  }),
};

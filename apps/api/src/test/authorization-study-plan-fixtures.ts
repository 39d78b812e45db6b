// The authorization matrix's rows (authorization-matrix.test.ts) for study plans: a student's
// own plans only. Another student has no access to the owner's exam (403 on setting a plan)
// and no plan of it (404 on removing one). The reminders-off link needs no account: a token
// that is not the server's is a 400.
import { OWNER, PUBLIC, STUDENT, type Operations } from './authorization-fixtures';

/** A month from now: within the two years a plan may look ahead, whatever the day. */
const examDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

export const STUDY_PLANS: Operations = {
  'GET /user/study-plans': {
    rule: STUDENT,
    request: () => ({ url: '/user/study-plans' }),
  },
  'PUT /user/exam/{examId}/study-plan': {
    rule: { kind: 'owner', stranger: 403 },
    request: (f) => ({
      url: `/user/exam/${f.exam.id}/study-plan`,
      payload: { examDate: examDate(), studyDays: [1, 3, 5], timeZone: 'Europe/London' },
    }),
  },
  'DELETE /user/exam/{examId}/study-plan': {
    rule: OWNER,
    request: async (f) => {
      await f.freshStudyPlan();
      return { url: `/user/exam/${f.exam.id}/study-plan` };
    },
  },
  'POST /study-plans/reminders-off': {
    rule: PUBLIC,
    request: () => ({ url: '/study-plans/reminders-off?token=not-a-token-of-this-server' }),
  },
};

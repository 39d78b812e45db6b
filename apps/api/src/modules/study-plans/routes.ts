import { studyPlanReminderOperations } from '@prepward/shared/operations/study-plan-reminders';
import { studyPlanOperations as op } from '@prepward/shared/operations/study-plans';
import { STUDY_PLAN_MESSAGES as TEXT } from '@prepward/shared/study-plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock';
import { unauthorized } from '../../lib/http-error';
import { route, successEnvelope } from '../../lib/route';
import type { StudyReminders } from './reminders';
import type { StudyPlans } from './service';

/** Where a test server runs the reminder sweep at once (as at the request's X-Test-Now). */
export const SWEEP_NOW_PATH = '/test-clock/study-reminders/sweep';

export const studyPlanRoutes: FastifyPluginAsyncZod<{
  studyPlans: StudyPlans;
  reminders: StudyReminders;
  /** Registers the sweep-now route: test servers only (TEST_CLOCK=on, never in production). */
  sweepNowRoute: boolean;
}> = async (app, { studyPlans, reminders, sweepNowRoute }) => {
  route(app, op.listStudyPlans, async ({ student }) => ({
    message: 'success',
    ...(await studyPlans.list(student.id)),
  }));

  route(app, op.saveStudyPlan, async ({ student, params, body }) => ({
    message: TEXT.saved,
    plan: await studyPlans.save(student.id, params.examId, body),
  }));

  route(app, op.deleteStudyPlan, async ({ student, params }) => {
    await studyPlans.remove(student.id, params.examId);
    return { message: TEXT.deleted };
  });

  // Mail programs' one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; the
  // token is in the address, so the form's body is read and set aside.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  route(app, studyPlanReminderOperations.turnStudyRemindersOff, async ({ query }) => ({
    message: TEXT.remindersOff,
    ...(await reminders.turnOff(query.token)),
  }));

  if (sweepNowRoute) {
    // No operation of the API: left out of its document and of the production server. It
    // sweeps the calling student's plans only, so journeys running side by side on one test
    // server never send each other's reminders.
    app.post(
      SWEEP_NOW_PATH,
      { schema: { hide: true }, preValidation: app.requireStudent },
      async (request) => {
        const student = request.student;
        if (!student) throw unauthorized();
        const sent = await reminders.sweep(now(), { userId: student.id });
        return successEnvelope({ message: TEXT.sweepDone, sent });
      },
    );
  }
};

// Study reminders (decision 0109): a sweep, run every 15 minutes on one instance, that mails
// each plan due one a reminder with that day's targets, and the signed link in it that turns
// the plan's reminders off without signing in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { STUDY_PLAN_MESSAGES as TEXT } from '@prepward/shared/study-plans';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Jobs } from '../../lib/jobs';
import { badRequest } from '../../lib/http-error';
import { rowsOf } from '../../db/client';
import { figuresOf, planHasAccess, planOf, type PlanFigures } from './service';
import type { TStudyPlan } from '@prepward/shared/schemas/study-plans';

/** Plans claimed per transaction: each claim and its mails commit together. */
const SWEEP_BATCH = 200;

/** The token of a plan's reminders-off link: the student and the exam, signed by the server. */
export function createReminderLinks(secret: string) {
  const key = createHmac('sha256', secret).update('prepward:study-reminders-off').digest();
  const signatureOf = (userId: string, examId: string) =>
    createHmac('sha256', key).update(`${userId}:${examId}`).digest('base64url');
  return {
    tokenFor(userId: string, examId: string): string {
      return `${userId}.${examId}.${signatureOf(userId, examId)}`;
    },
    /** The student and exam a token names, or null for anything not signed here. */
    read(token: string): { userId: string; examId: string } | null {
      const [userId, examId, signature, ...rest] = token.split('.');
      if (!userId || !examId || !signature || rest.length > 0) return null;
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (!uuid.test(userId) || !uuid.test(examId)) return null;
      const expected = Buffer.from(signatureOf(userId, examId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, examId };
    },
  };
}
export type ReminderLinks = ReturnType<typeof createReminderLinks>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The reminder's text: the day's targets, where to start, and how to stop the mails. */
export function reminderText(
  figures: Pick<PlanFigures, 'firstName' | 'examName' | 'reminderHour'>,
  plan: TStudyPlan,
  links: { dashboardUrl: string; remindersOffUrl: string },
): string {
  const { questions, cards, daysToExam } = plan.today;
  const hour = `${String(figures.reminderHour).padStart(2, '0')}:00`;
  return [
    `Hello ${figures.firstName},`,
    '',
    `Today is a study day for ${figures.examName}: your exam is in ${plural(daysToExam, 'day', 'days')}.`,
    '',
    "Today's targets:",
    `- Questions: ${questions.done} of ${questions.target} answered`,
    `- Flashcards: ${cards.done} of ${cards.target} reviewed`,
    '',
    `Start from your dashboard: ${links.dashboardUrl}`,
    '',
    `This reminder comes on your study days from ${hour}. Turn study reminders off: ${links.remindersOffUrl}`,
  ].join('\n');
}

export function createStudyReminders({
  db,
  jobs,
  links,
  publicUrl,
}: {
  db: Database;
  jobs: Pick<Jobs, 'enqueueMail' | 'wake'>;
  links: ReminderLinks;
  publicUrl: string;
}) {
  /** Claims up to a batch of plans due a reminder at `at` and queues their mails, in one transaction. */
  async function sweepBatch(at: Date, only: { userId?: string }): Promise<number> {
    const stamp = at.toISOString();
    return db.transaction(async (tx) => {
      // Due: reminders on, today a study day before the exam, the hour reached, none yet today.
      // Claiming sets reminded_on; a second sweep at the same moment waits for the row and
      // then finds it reminded, so it sends nothing.
      const claimed = rowsOf<{ user_id: string; exam_id: string }>(
        await tx.execute(sql`
        with due as (
          select p.user_id, p.exam_id, local.day
          from study_plans p
          join users u on u.id = p.user_id
          cross join lateral (select ${stamp}::timestamptz at time zone p.time_zone as at) moment
          cross join lateral (select moment.at::date as day,
            extract(isodow from moment.at)::int as weekday,
            extract(hour from moment.at)::int as hour) local
          where p.reminders and not u.blacklisted
            and (p.reminded_on is null or p.reminded_on < local.day)
            and local.weekday = any(p.study_days) and local.hour >= p.reminder_hour
            and p.exam_date > local.day
            and ${planHasAccess}
            ${only.userId ? sql`and p.user_id = ${only.userId}::uuid` : sql``}
          limit ${SWEEP_BATCH}
        )
        update study_plans p set reminded_on = due.day
        from due
        where p.user_id = due.user_id and p.exam_id = due.exam_id
          and (p.reminded_on is null or p.reminded_on < due.day)
        returning p.user_id, p.exam_id`),
      );
      if (claimed.length === 0) return 0;
      const keys = sql.join(
        claimed.map((row) => sql`(${row.user_id}::uuid, ${row.exam_id}::uuid)`),
        sql`, `,
      );
      const plans = await figuresOf(tx, at, sql`(p.user_id, p.exam_id) in (${keys})`);
      for (const figures of plans) {
        const token = links.tokenFor(figures.userId, figures.examId);
        await jobs.enqueueMail(tx, {
          kind: 'study-reminder',
          to: figures.email,
          subject: `Study day: ${figures.examName}`,
          text: reminderText(figures, planOf(figures), {
            dashboardUrl: `${publicUrl}/user`,
            remindersOffUrl: `${publicUrl}/study-plan/reminders-off?token=${token}`,
          }),
          unsubscribeUrl: `${publicUrl}/api/v1/study-plans/reminders-off?token=${token}`,
        });
      }
      return claimed.length;
    });
  }

  return {
    /** Queues every reminder due at `at` (of one student's plans, for tests); how many. */
    async sweep(at: Date, only: { userId?: string } = {}): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = await sweepBatch(at, only);
        sent += batch;
        if (batch < SWEEP_BATCH) break;
      }
      if (sent > 0) jobs.wake();
      return sent;
    },

    /** Turns the reminders of the plan a link names off; the exam's name, for the page. */
    async turnOff(token: string): Promise<{ examName: string }> {
      const named = links.read(token);
      const refused = () =>
        badRequest(TEXT.remindersOffLinkInvalid, [
          { path: 'token', message: TEXT.remindersOffLinkInvalid },
        ]);
      if (!named) throw refused();
      const updated = rowsOf<{ exam_name: string }>(
        await db.execute(sql`
        update study_plans p set reminders = false, updated_at = now()
        from exams e
        where e.id = p.exam_id and p.user_id = ${named.userId}::uuid
          and p.exam_id = ${named.examId}::uuid
        returning e.name as exam_name`),
      );
      const [row] = updated;
      // A plan removed since: there is nothing left to remind about.
      if (!row) {
        const [exam] = rowsOf<{ exam_name: string }>(
          await db.execute(
            sql`select name as exam_name from exams where id = ${named.examId}::uuid`,
          ),
        );
        if (!exam) throw refused();
        return { examName: exam.exam_name };
      }
      return { examName: row.exam_name };
    },
  };
}

export type StudyReminders = ReturnType<typeof createStudyReminders>;

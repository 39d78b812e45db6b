// A student's study plans (decision 0109): one per exam they have access to, with today's
// figures worked out when read, from the clock (lib/clock.ts) in the plan's time zone. Every
// plan of a student, or every plan a reminder sweep picked, is read in one query.
import {
  nextStudyDay,
  latestExamDate,
  STUDY_PLAN_MESSAGES as TEXT,
  studyDaysLeft,
  daysBetween,
  dayIn,
  weekdayOf,
} from '@prepward/shared/study-plans';
import type {
  TParsedStudyPlanRequest,
  TStudyPlan,
  TStudyPlansReply,
} from '@prepward/shared/schemas/study-plans';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { type Database, type DatabaseOrTransaction, rowsOf } from '../../db/client';
import { exams, studyPlans } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { accessEndsAt } from '../access/service';

/** The rows of a statement run with `execute`. */

/** A plan's row with the figures of its day, as `figuresOf` reads them. */
export type PlanFigures = {
  userId: string;
  examId: string;
  examName: string;
  email: string;
  firstName: string;
  examDate: string;
  studyDays: number[];
  timeZone: string;
  reminders: boolean;
  reminderHour: number;
  today: string;
  toDo: number;
  answeredToday: number;
  cardTarget: number;
  cardsDone: number;
};

/**
 * The plans `where` picks (on `p`, the plans, and `u`, their students), each with its local
 * day at `at` and that day's counts:
 * - to do: the exam's live questions (published, not retired: what tests draw) whose latest
 *   answer by the student, revealed before the day began, was not fully right, or that they
 *   never answered (a running mock's answers are not revealed; a mock's are once it ended);
 * - answered today: answers submitted during the local day in the exam's tests;
 * - cards: the exam's cards due by the end of the day or reviewed during it, and those
 *   reviewed during it (a card counts once however many times it is reviewed).
 */
export async function figuresOf(
  db: DatabaseOrTransaction,
  at: Date,
  where: SQL,
): Promise<PlanFigures[]> {
  type Row = {
    user_id: string;
    exam_id: string;
    exam_name: string;
    email: string;
    first_name: string;
    exam_date: string;
    study_days: number[];
    time_zone: string;
    reminders: boolean;
    reminder_hour: number;
    today: string;
    to_do: number;
    answered_today: number;
    card_target: number;
    cards_done: number;
  };
  const result = await db.execute(sql`
    with plan as (
      select p.user_id, p.exam_id, e.name as exam_name, u.email, u.first_name,
        p.exam_date::text as exam_date, p.study_days, p.time_zone, p.reminders, p.reminder_hour,
        (${at.toISOString()}::timestamptz at time zone p.time_zone)::date as today
      from study_plans p
      join exams e on e.id = p.exam_id
      join users u on u.id = p.user_id
      where ${where}
    ), day as (
      select plan.*, today::timestamp at time zone time_zone as day_start,
        (today + 1)::timestamp at time zone time_zone as day_end
      from plan
    )
    select d.user_id, d.exam_id, d.exam_name, d.email, d.first_name, d.exam_date, d.study_days,
      d.time_zone, d.reminders, d.reminder_hour, d.today::text as today,
      (select count(*)::int from questions q
        where q.exam_id = d.exam_id and q.retired_at is null and q.status = 'published')
      - (select count(*)::int from (
          select distinct on (a.question_id) a.question_id, a.is_correct
          from test_answers a join tests t on t.id = a.test_id
          where t.user_id = d.user_id and t.exam_id = d.exam_id and a.answered_at < d.day_start
            and (t.type <> 'mock' or (t.status = 'ended' and t.ended_at < d.day_start))
          order by a.question_id, a.answered_at desc
        ) latest join questions q on q.id = latest.question_id
        where latest.is_correct and q.retired_at is null and q.status = 'published') as to_do,
      (select count(*)::int from test_answers a join tests t on t.id = a.test_id
        where t.user_id = d.user_id and t.exam_id = d.exam_id
          and a.answered_at >= d.day_start and a.answered_at < d.day_end) as answered_today,
      (select count(*)::int from flashcards c
        where c.user_id = d.user_id and c.exam_id = d.exam_id
          and (c.due_at < d.day_end or exists (select from flashcard_reviews r
            where r.card_id = c.id and r.reviewed_at >= d.day_start and r.reviewed_at < d.day_end))
      ) as card_target,
      (select count(distinct r.card_id)::int from flashcard_reviews r
        join flashcards c on c.id = r.card_id
        where r.user_id = d.user_id and c.exam_id = d.exam_id
          and r.reviewed_at >= d.day_start and r.reviewed_at < d.day_end) as cards_done
    from day d
    order by d.exam_date, d.exam_name, d.exam_id`);
  return rowsOf<Row>(result).map((row) => ({
    userId: row.user_id,
    examId: row.exam_id,
    examName: row.exam_name,
    email: row.email,
    firstName: row.first_name,
    examDate: row.exam_date,
    studyDays: row.study_days.map(Number),
    timeZone: row.time_zone,
    reminders: row.reminders,
    reminderHour: Number(row.reminder_hour),
    today: row.today,
    toDo: row.to_do,
    answeredToday: row.answered_today,
    cardTarget: row.card_target,
    cardsDone: row.cards_done,
  }));
}

/** The plan as the API shows it: the stored choices and today's figures. */
export function planOf(figures: PlanFigures): TStudyPlan {
  const { today, examDate, studyDays } = figures;
  const left = studyDaysLeft(today, examDate, studyDays);
  const studyDay = today < examDate && studyDays.includes(weekdayOf(today));
  return {
    examId: figures.examId,
    examName: figures.examName,
    examDate,
    studyDays,
    timeZone: figures.timeZone,
    reminders: figures.reminders,
    reminderHour: figures.reminderHour,
    today: {
      date: today,
      daysToExam: daysBetween(today, examDate),
      studyDaysLeft: left,
      studyDay,
      nextStudyDate: nextStudyDay(today, examDate, studyDays),
      questions: {
        toDo: figures.toDo,
        target: studyDay && left > 0 ? Math.ceil(figures.toDo / left) : 0,
        done: figures.answeredToday,
      },
      cards: { target: figures.cardTarget, done: figures.cardsDone },
    },
  };
}

/** SQL: the plan's exam is open to its student now (access goes by the real time). */
export const planHasAccess = sql`exists (select from subscriptions s
  where s.user_id = p.user_id and s.exam_id = p.exam_id and s.expires_at > now())`;

/** A zone the browser knows and this database does not (their lists can differ) is refused. */
async function assertDatabaseKnowsZone(db: Database, timeZone: string) {
  try {
    await db.execute(sql`select now() at time zone ${timeZone}`);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== '22023') throw error;
    throw badRequest(TEXT.timeZoneUnknown, [{ path: 'timeZone', message: TEXT.timeZoneUnknown }]);
  }
}

const invalidDate = (message: string) => badRequest(message, [{ path: 'examDate', message }]);

export function createStudyPlans({ db, now = clockNow }: { db: Database; now?: () => Date }) {
  async function readPlan(userId: string, examId: string): Promise<TStudyPlan> {
    const [figures] = await figuresOf(
      db,
      now(),
      sql`p.user_id = ${userId}::uuid and p.exam_id = ${examId}::uuid`,
    );
    if (!figures) throw notFound(TEXT.notFound);
    return planOf(figures);
  }

  return {
    /** The student's plans of exams open to them, the nearest exam first. */
    async list(userId: string): Promise<TStudyPlansReply> {
      const plans = await figuresOf(
        db,
        now(),
        sql`p.user_id = ${userId}::uuid and ${planHasAccess}`,
      );
      return { plans: plans.map(planOf) };
    },

    /** Sets the plan (all of it); the day the reminder last came is kept. */
    async save(
      userId: string,
      examId: string,
      request: TParsedStudyPlanRequest,
    ): Promise<TStudyPlan> {
      const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId));
      if (!exam) throw notFound(TEXT.examNotFound);
      if (!(await accessEndsAt(db, userId, examId))) throw forbidden(TEXT.needsAccess);
      const today = dayIn(request.timeZone, now());
      if (request.examDate < today) throw invalidDate(TEXT.examDatePast);
      if (request.examDate > latestExamDate(today)) throw invalidDate(TEXT.examDateTooFar);
      const values = {
        examDate: request.examDate,
        studyDays: request.studyDays,
        timeZone: request.timeZone,
        reminders: request.reminders,
        reminderHour: request.reminderHour,
      };
      await assertDatabaseKnowsZone(db, request.timeZone);
      await db
        .insert(studyPlans)
        .values({ userId, examId, ...values })
        .onConflictDoUpdate({
          target: [studyPlans.userId, studyPlans.examId],
          set: { ...values, updatedAt: sql`now()` },
        });
      return readPlan(userId, examId);
    },

    /** Removes the plan; one of an exam whose access has ended too. */
    async remove(userId: string, examId: string): Promise<void> {
      const deleted = await db
        .delete(studyPlans)
        .where(and(eq(studyPlans.userId, userId), eq(studyPlans.examId, examId)))
        .returning({ examId: studyPlans.examId });
      if (deleted.length === 0) throw notFound(TEXT.notFound);
    },
  };
}

export type StudyPlans = ReturnType<typeof createStudyPlans>;

// A student's study plan for an exam they have: the day of the exam, the weekdays they study
// on, and whether a reminder mail comes on those days. The daily targets are worked out from
// it and from what is left to do; nothing of them is stored.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { ownedByUser } from './accounts';
import { createdAt, updatedAt } from './columns';
import { partOfExam } from './content';

export const studyPlans = pgTable(
  'study_plans',
  {
    userId: ownedByUser(),
    examId: partOfExam(),
    /** The day of the exam, in the student's time zone. */
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    /** ISO weekdays the student studies on: 1 Monday to 7 Sunday, ascending, none twice. */
    studyDays: smallint('study_days').array().notNull(),
    /** IANA time zone the days are counted in (the browser's, when the plan was saved). */
    timeZone: text('time_zone').notNull(),
    /** A reminder mail on each study day, at `reminder_hour` local time. */
    reminders: boolean('reminders').notNull().default(true),
    reminderHour: smallint('reminder_hour').notNull().default(18),
    /** The local day of the last reminder sent: one a day, whichever instance sends it. */
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.examId] }),
    // The reminder sweep reads the plans that want reminders and were not reminded today.
    index('study_plans_reminders_idx')
      .on(table.remindedOn)
      .where(sql`${table.reminders}`),
    check('study_plans_reminder_hour', sql`${table.reminderHour} between 0 and 23`),
    check(
      'study_plans_days_known',
      sql`cardinality(${table.studyDays}) between 1 and 7 and ${table.studyDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
  ],
);

// A student's study plans (decision 0109): setting one for an exam, and each plan with
// today's figures as the server works them out in the plan's time zone.
import { z } from 'zod';
import {
  isTimeZone,
  STUDY_PLAN_LIMITS,
  STUDY_PLAN_MESSAGES as TEXT,
  WEEKDAYS,
} from '../study-plans';
import { ZUuid } from './common';

export const ZStudyPlanParams = z.object({ examId: ZUuid });

export const ZStudyDays = z
  .array(
    z
      .number(TEXT.studyDayUnknown)
      .int(TEXT.studyDayUnknown)
      .min(1, TEXT.studyDayUnknown)
      .max(7, TEXT.studyDayUnknown),
    TEXT.studyDaysRequired,
  )
  .min(1, TEXT.studyDaysRequired)
  .max(WEEKDAYS.length, TEXT.studyDaysRepeated)
  .refine((days) => new Set(days).size === days.length, TEXT.studyDaysRepeated)
  // Stored in weekday order.
  .transform((days) => [...days].sort((a, b) => a - b));

/**
 * PUT /user/exam/:examId/study-plan: the whole plan. The exam date must also fall between the
 * student's today (in `timeZone`) and two years on, which the server checks against its clock.
 */
export const ZStudyPlanRequest = z
  .object({
    examDate: z
      .string(TEXT.examDateRequired)
      .min(1, TEXT.examDateRequired)
      .pipe(z.iso.date(TEXT.examDateFormat)),
    studyDays: ZStudyDays,
    timeZone: z.string(TEXT.timeZoneUnknown).refine(isTimeZone, TEXT.timeZoneUnknown),
    reminders: z.boolean(TEXT.remindersBoolean).default(true),
    reminderHour: z
      .number(TEXT.reminderHourRange)
      .int(TEXT.reminderHourRange)
      .min(0, TEXT.reminderHourRange)
      .max(23, TEXT.reminderHourRange)
      .default(STUDY_PLAN_LIMITS.defaultReminderHour),
  })
  .strict();
export type TStudyPlanRequest = z.input<typeof ZStudyPlanRequest>;
export type TParsedStudyPlanRequest = z.output<typeof ZStudyPlanRequest>;

const ZCount = z.number().int();

/** Today as the plan's time zone has it, and the day's targets. */
export const ZStudyPlanToday = z.object({
  /** The local day, 'YYYY-MM-DD'. */
  date: z.string(),
  /** Days from today to the exam: 0 on its day, negative once it has passed. */
  daysToExam: ZCount,
  /** Study days from today (when it is one) to the day before the exam. */
  studyDaysLeft: ZCount,
  /** Today is one of the plan's weekdays and before the exam day. */
  studyDay: z.boolean(),
  /** The next study day after today and before the exam, or null. */
  nextStudyDate: z.string().nullable(),
  questions: z.object({
    /** The exam's live questions not yet answered right, as today began. */
    toDo: ZCount,
    /** ceil(toDo / studyDaysLeft) on a study day, else 0. */
    target: ZCount,
    /** Answers submitted today in the exam's tests. */
    done: ZCount,
  }),
  cards: z.object({
    /** Cards of the exam due by the end of today, or reviewed today (each once). */
    target: ZCount,
    /** Cards of the exam reviewed today (each once). */
    done: ZCount,
  }),
});
export type TStudyPlanToday = z.infer<typeof ZStudyPlanToday>;

export const ZStudyPlan = z.object({
  examId: ZUuid,
  examName: z.string(),
  examDate: z.string(),
  studyDays: z.array(z.number().int()),
  timeZone: z.string(),
  reminders: z.boolean(),
  reminderHour: ZCount,
  today: ZStudyPlanToday,
});
export type TStudyPlan = z.infer<typeof ZStudyPlan>;

export const ZStudyPlansReply = z.object({ plans: z.array(ZStudyPlan) });
export type TStudyPlansReply = z.infer<typeof ZStudyPlansReply>;

export const ZStudyPlanReply = z.object({ plan: ZStudyPlan });

/** The link in a reminder mail: a signed token naming the student and the exam. */
export const ZRemindersOffQuery = z.object({
  token: z
    .string(TEXT.remindersOffLinkInvalid)
    .min(1, TEXT.remindersOffLinkInvalid)
    .max(300, TEXT.remindersOffLinkInvalid),
});

export const ZRemindersOffReply = z.object({ examName: z.string() });

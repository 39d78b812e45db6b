// The study plan (decision 0109): the day of the exam, the weekdays the student studies on,
// and a reminder mail on those days. Its limits, weekday names, texts, and the calendar
// arithmetic both sides share (days between two dates, study days left, the next study day).

export const STUDY_PLAN_LIMITS = {
  /** The exam may be at most this many years ahead. */
  yearsAhead: 2,
  defaultReminderHour: 18,
} as const;

/** ISO weekdays, 1 Monday to 7 Sunday, as the plan stores them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export const WEEKDAY_SHORT_NAMES: Record<Weekday, string> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};

export const STUDY_PLAN_MESSAGES = {
  saved: 'Study plan saved',
  deleted: 'Study plan removed',
  saveFailed: 'Could not save your study plan.',
  deleteFailed: 'Could not remove your study plan.',
  notFound: 'Study plan not found',
  examNotFound: 'Exam not found',
  needsAccess: 'A study plan needs an active subscription to this exam.',
  examDateRequired: 'Choose the date of your exam',
  examDateFormat: 'Exam date must be a date such as 2027-05-31',
  examDatePast: 'The exam date cannot be before today',
  examDateTooFar: `The exam date must be within ${STUDY_PLAN_LIMITS.yearsAhead} years from today`,
  studyDaysRequired: 'Choose at least one study day',
  studyDayUnknown: 'Study days are weekdays from 1 (Monday) to 7 (Sunday)',
  studyDaysRepeated: 'Choose each study day once',
  timeZoneUnknown: 'Time zone must be an IANA time zone such as Europe/London',
  remindersBoolean: 'reminders must be true or false',
  reminderHourRange: 'Reminder hour must be a whole hour from 0 to 23',
  remindersOff: 'Study reminders are off',
  remindersOffLinkInvalid:
    'This link to turn study reminders off is not valid. Sign in and turn them off in your study plan on the dashboard.',
  sweepDone: 'Study reminders sent',
} as const;

/**
 * What counts as to do, in the words the dashboard's help shows: a live question of the exam
 * whose latest answer of the student's, revealed before today began, was not fully right
 * (never answered included).
 */
export const QUESTIONS_TO_DO_HELP =
  'The question target shares what you have not yet answered right over the study days left before the exam.';

export const CARDS_TARGET_HELP = "The card target is this exam's flashcards due today.";

const DAY_MS = 86_400_000;

/** A 'YYYY-MM-DD' day as milliseconds at its UTC midnight (calendar arithmetic only). */
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The ISO weekday of a day: 1 Monday to 7 Sunday. */
export function weekdayOf(day: string): Weekday {
  const sunday0 = new Date(dayMs(day)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** Study days from `today` (counted when it is one) up to the day before the exam. */
export function studyDaysLeft(today: string, examDate: string, studyDays: readonly number[]) {
  const total = daysBetween(today, examDate);
  if (total <= 0) return 0;
  const chosen = new Set(studyDays);
  // Whole weeks at once, then the days that remain.
  const weeks = Math.floor(total / 7);
  let count = weeks * chosen.size;
  for (let offset = weeks * 7; offset < total; offset += 1) {
    if (chosen.has(weekdayOf(addDays(today, offset)))) count += 1;
  }
  return count;
}

/** The first study day after `today` and before the exam, or null when none is left. */
export function nextStudyDay(
  today: string,
  examDate: string,
  studyDays: readonly number[],
): string | null {
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = addDays(today, offset);
    if (day >= examDate) return null;
    if (studyDays.includes(weekdayOf(day))) return day;
  }
  return null;
}

/** The last day an exam may be on when set on `today`: the same day two years on. */
export function latestExamDate(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const latest = new Date(Date.UTC(year + STUDY_PLAN_LIMITS.yearsAhead, month - 1, day));
  // 29 February two years on would be 1 March: the last day is 28 February then.
  if (latest.getUTCDate() !== day) latest.setUTCDate(0);
  return latest.toISOString().slice(0, 10);
}

/** Whether the time zone is one the IANA database names (the browser's and the server's). */
export function isTimeZone(name: string): boolean {
  // Names only ('Europe/London', 'UTC', 'Etc/GMT-14'): no offsets such as '+01:00'.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `at` in a time zone, 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

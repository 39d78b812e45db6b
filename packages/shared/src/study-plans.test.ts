// The study plan's calendar arithmetic, the same on the server and in the browser: study days
// left (whole weeks and the days after them), the next study day, the two-year limit, zones.
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  daysBetween,
  isTimeZone,
  latestExamDate,
  nextStudyDay,
  studyDaysLeft,
  weekdayOf,
} from './study-plans';

/** The same count, day by day. */
function countedOneByOne(today: string, examDate: string, days: number[]) {
  let count = 0;
  for (let at = new Date(`${today}T00:00:00Z`); at.toISOString().slice(0, 10) < examDate;) {
    if (days.includes(weekdayOf(at.toISOString().slice(0, 10)))) count += 1;
    at = new Date(at.getTime() + 86_400_000);
  }
  return count;
}

describe('study plan days', () => {
  it('names ISO weekdays and counts days between dates, across months and leap days', () => {
    expect(weekdayOf('2027-03-01')).toBe(1);
    expect(weekdayOf('2027-03-07')).toBe(7);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-17', '2027-03-03')).toBe(-14);
  });

  it('counts the study days from today to the day before the exam', () => {
    // Wednesday 3 March to Wednesday 17 March, Mon/Wed/Fri: 3, 5, 8, 10, 12, 15.
    expect(studyDaysLeft('2027-03-03', '2027-03-17', [1, 3, 5])).toBe(6);
    expect(studyDaysLeft('2027-03-17', '2027-03-17', [1, 3, 5])).toBe(0);
    expect(studyDaysLeft('2027-03-20', '2027-03-17', [1, 3, 5])).toBe(0);
    for (const [today, examDate, days] of [
      ['2027-01-01', '2028-12-31', [2, 6]],
      ['2026-11-27', '2027-02-13', [1, 2, 3, 4, 5, 6, 7]],
      ['2027-05-05', '2027-05-09', [7]],
    ] as const) {
      expect(studyDaysLeft(today, examDate, days)).toBe(
        countedOneByOne(today, examDate, [...days]),
      );
    }
  });

  it('finds the next study day after today, before the exam', () => {
    expect(nextStudyDay('2027-03-03', '2027-03-17', [1, 3, 5])).toBe('2027-03-05');
    expect(nextStudyDay('2027-03-05', '2027-03-17', [3])).toBe('2027-03-10');
    expect(nextStudyDay('2027-03-10', '2027-03-17', [3])).toBeNull();
  });

  it('allows an exam up to the same day two years on', () => {
    expect(latestExamDate('2027-03-03')).toBe('2029-03-03');
    expect(latestExamDate('2028-02-29')).toBe('2030-02-28');
    expect(latestExamDate('2026-12-31')).toBe('2028-12-31');
  });

  it('knows IANA zone names, and the day it is in each', () => {
    for (const zone of ['Europe/London', 'Pacific/Auckland', 'UTC', 'Etc/GMT-14']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus_Mons', '+01:00', '', 'Europe/London; drop', 'x'.repeat(80)]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
    const at = new Date('2027-03-02T11:30:00Z');
    expect(dayIn('UTC', at)).toBe('2027-03-02');
    expect(dayIn('Pacific/Auckland', at)).toBe('2027-03-03');
  });
});

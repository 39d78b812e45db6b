import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

describe('formatDate and formatDateTime', () => {
  it("write what Intl.DateTimeFormat('en-GB') writes, every month and hour", () => {
    for (let month = 0; month < 12; month += 1) {
      for (const [date, hour, minute] of [
        [1, 0, 0],
        [9, 9, 5],
        [28, 12, 30],
        [month === 1 ? 28 : 30, 23, 59],
      ] as const) {
        const value = new Date(2027, month, date, hour, minute);
        expect(formatDate(value)).toBe(day.format(value));
        expect(formatDateTime(value)).toBe(dayTime.format(value));
        expect(formatDate(value.toISOString())).toBe(day.format(value));
      }
    }
    expect(formatDate(new Date(2027, 2, 12))).toBe('12 Mar 2027');
    expect(formatDateTime(new Date(2027, 2, 12, 14, 5))).toBe('12 Mar 2027, 14:05');
  });

  it("say '—' for no date and nothing for an invalid one", () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDate('not a date')).toBe('');
  });
});

// Dates as people read them, in the browser's time zone, the same on every page:
// '12 Mar 2027' and '12 Mar 2027, 14:05'; '—' where there is none.
// Written out by hand rather than with Intl.DateTimeFormat: making the first formatter loads
// the browser's date data, which cost a phone's first load of a page with a date a tenth of a
// second. The text is what Intl.DateTimeFormat('en-GB') writes for { day: 'numeric',
// month: 'short', year: 'numeric' } (and hour and minute '2-digit', 24-hour), checked against
// it in format-date.test.ts.

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

function format(value: string | Date | null | undefined, withTime: boolean) {
  if (value === null || value === undefined) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  return withTime ? `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : day;
}

export const formatDate = (value: string | Date | null | undefined) => format(value, false);

export const formatDateTime = (value: string | Date | null | undefined) => format(value, true);

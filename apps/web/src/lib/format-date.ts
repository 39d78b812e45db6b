// Dates as people read them, in the browser's time zone, the same on every page:
// '12 Mar 2027' and '12 Mar 2027, 14:05'; '—' where there is none.
// Each formatter is made on first use: making one loads the browser's date data, work that
// pages importing this module without showing a date (and every page's start) need not do.

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  ...DAY_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
};

function formatterOf(options: Intl.DateTimeFormatOptions) {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-GB', options));
}

const day = formatterOf(DAY_OPTIONS);
const dayTime = formatterOf(DAY_TIME_OPTIONS);

function format(formatter: () => Intl.DateTimeFormat, value: string | Date | null | undefined) {
  if (value === null || value === undefined) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatter().format(date);
}

export const formatDate = (value: string | Date | null | undefined) => format(day, value);

export const formatDateTime = (value: string | Date | null | undefined) => format(dayTime, value);

// Dates as people read them, in the browser's time zone, the same on every page:
// '12 Mar 2027' and '12 Mar 2027, 14:05'; '—' where there is none.

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function format(formatter: Intl.DateTimeFormat, value: string | Date | null | undefined) {
  if (value === null || value === undefined) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

export const formatDate = (value: string | Date | null | undefined) => format(DAY, value);

export const formatDateTime = (value: string | Date | null | undefined) => format(DAY_TIME, value);

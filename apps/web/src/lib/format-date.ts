// Dates as people read them, in the browser's time zone: '12 Mar 2027', '12 Mar 2027, 14:05'.

const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB', DAY_FORMAT);
}

export function formatDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-GB', { ...DAY_FORMAT, hour: '2-digit', minute: '2-digit' });
}

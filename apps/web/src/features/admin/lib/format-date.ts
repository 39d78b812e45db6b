const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jan 10, 2026' in the reader's time zone; '—' for none. */
export const formatDate = (iso: string | null | undefined) =>
  iso ? DATE.format(new Date(iso)) : '—';

/** 'Jan 10, 2026, 2:05 PM'; '—' for none. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? DATE_TIME.format(new Date(iso)) : '—';

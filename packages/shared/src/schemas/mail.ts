// Outgoing mail as administrators see it: what is waiting for the mail server, what failed,
// what went. Never the text (a code mail carries a one-time code): its kind and address.
import { z } from 'zod';
import { ZPaginationQuery } from './common';

export const MAIL_KIND_LABELS = {
  'verification-code': 'Verification code',
  'reset-code': 'Password reset code',
  receipt: 'Receipt',
  'support-request': 'Support request',
  'study-reminder': 'Study reminder',
} as const;
export type TMailKind = keyof typeof MAIL_KIND_LABELS;

/** unsent: queued or waiting to be tried again; failed: given up after every try. */
export const MAIL_STATUSES = ['unsent', 'failed', 'sent'] as const;

export const ZMailListQuery = ZPaginationQuery.omit({ search: true }).extend({
  status: z.enum(MAIL_STATUSES, 'Unknown status').default('unsent'),
});
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

export const ZOutgoingMail = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  status: z.enum(['waiting', 'sending', 'failed', 'sent']),
  attempts: z.number(),
  /** What the mail server (or the connection to it) said at the last failed try. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When it is tried again (waiting only). */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type TOutgoingMail = z.infer<typeof ZOutgoingMail>;

export const ZMailCounts = z.object({ unsent: z.number(), failed: z.number() });
export type TMailCounts = z.infer<typeof ZMailCounts>;

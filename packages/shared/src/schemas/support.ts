// Support requests: the student's form and the staff queue (issue 10).
import { z } from 'zod';
import { requiredString, ZPaginationQuery } from './common';

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

export const ZSupportRequest = z.object({
  subject: requiredString('Subject').max(
    SUPPORT_SUBJECT_MAX,
    `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`,
  ),
  message: requiredString('Message').max(
    SUPPORT_MESSAGE_MAX,
    `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`,
  ),
});
export type TSupportRequest = z.input<typeof ZSupportRequest>;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const ZSupportTicket = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type TSupportTicket = z.infer<typeof ZSupportTicket>;

export const ZStaffSupportTicket = ZSupportTicket.extend({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Whether the request was sent on to SUPPORT_EMAIL. */
  emailed: z.boolean(),
  handledBy: z.string().nullable(),
});
export type TStaffSupportTicket = z.infer<typeof ZStaffSupportTicket>;

/** The student's own requests. */
export const ZOwnSupportListQuery = ZPaginationQuery.omit({ search: true });

/** The staff queue: status and a search on the student's email. */
export const ZSupportListQuery = ZPaginationQuery.extend({
  status: z.enum([...SUPPORT_STATUSES, 'all'], 'Unknown status').default('open'),
});
export type TSupportListQuery = z.infer<typeof ZSupportListQuery>;

export const ZUpdateSupportRequest = z.object({
  status: z.enum(SUPPORT_STATUSES, 'Status must be open or closed'),
});
export type TUpdateSupportRequest = z.input<typeof ZUpdateSupportRequest>;

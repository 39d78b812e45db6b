// The audit log view (issue 10): who did what and when.
import { z } from 'zod';
import { ZDateOnly, ZPaginationQuery, ZUuid } from './common';

/** Entities the administration writes; the filter accepts any name (other areas add theirs). */
export const AUDIT_ENTITIES = [
  'admin',
  'user',
  'exam',
  'course',
  'subject',
  'question',
  'sale',
  'question_report',
  'support_request',
  'lab_value',
  'case_study',
] as const;

export const ZAuditListQuery = ZPaginationQuery.omit({ search: true })
  .extend({
    entity: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,40}$/, 'Unknown entity')
      .optional(),
    adminId: ZUuid.optional(),
    from: ZDateOnly.optional(),
    to: ZDateOnly.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /** Null id when that administrator has since been removed; the email is kept. */
  admin: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

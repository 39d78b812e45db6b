// The question-reports queue of the administration (issue 10).
import { z } from 'zod';
import { ZPaginationQuery, ZUuid } from './common';

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ZReportListQuery = ZPaginationQuery.omit({ search: true }).extend({
  status: z.enum([...REPORT_STATUSES, 'all'], 'Unknown status').default('open'),
  examId: ZUuid.optional(),
});
export type TReportListQuery = z.infer<typeof ZReportListQuery>;

export const ZQuestionReport = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  question: z.object({
    id: z.string(),
    examId: z.string(),
    examName: z.string(),
    courseId: z.string(),
    subjectId: z.string(),
    /** The question as plain text, shortened. */
    preview: z.string(),
    retired: z.boolean(),
    /** How many students tagged this question. */
    tagCount: z.number(),
    /** Open reports on this question (this one included when open). */
    openReportCount: z.number(),
  }),
});
export type TQuestionReport = z.infer<typeof ZQuestionReport>;

export const ZUpdateReportRequest = z.object({
  status: z.enum(REPORT_STATUSES, 'Status must be open or resolved'),
  note: z.string().trim().max(1000, 'Note must be at most 1000 characters').optional(),
});
export type TUpdateReportRequest = z.input<typeof ZUpdateReportRequest>;

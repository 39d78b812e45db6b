// The public site: what anyone may read without signing in.
import { z } from 'zod';
import { PUBLIC_EXAMS_PER_PAGE } from '../constants';
import { ZPagination, ZPaginationQuery, ZUuid } from './common';

export const ZPublicExamsQuery = ZPaginationQuery.pick({ page: true }).extend({
  perPage: ZPaginationQuery.shape.perPage.default(PUBLIC_EXAMS_PER_PAGE),
});
export type TPublicExamsQuery = z.infer<typeof ZPublicExamsQuery>;

/** An exam as the public catalogue shows it. */
export const ZPublicExam = z.object({
  id: ZUuid,
  name: z.string(),
  /** The start of the description, at most PUBLIC_EXAM_DESCRIPTION_MAX characters. */
  description: z.string(),
  /** USD per month of access. */
  subscriptionAmount: z.number(),
  mockQuestions: z.number().int(),
  /** Minutes. */
  mockTestTime: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type TPublicExam = z.infer<typeof ZPublicExam>;

export const ZPublicExamsData = z.object({
  exams: z.array(ZPublicExam),
  pagination: ZPagination,
});
export type TPublicExamsData = z.infer<typeof ZPublicExamsData>;

// Item statistics of an exam's questions, for content teams: how hard each question was
// (p-value), how well it separated stronger from weaker students (discrimination), what each
// option drew, and the exam's reliability. docs/item-statistics.md explains the figures.
import { z } from 'zod';
import { ZDateOnly, ZPagination, ZPaginationQuery, ZUuid } from './common';
import { QUESTION_TYPES } from '../constants';

/** Where a flag starts (docs/item-statistics.md says why and what to do about each). */
export const ITEM_THRESHOLDS = {
  /** p above this: nearly everyone gets it right. */
  tooEasyAbove: 0.9,
  /** p below this: nearly nobody gets it right, often a wrong key or an unclear stem. */
  tooHardBelow: 0.2,
  /** r from 0 up to (not including) this separates stronger from weaker students weakly. */
  weakDiscriminationBelow: 0.2,
  /** Fewer answers than this: p and r move a lot with each answer and are not reliable. */
  fewAttemptsBelow: 30,
} as const;

export const ITEM_FLAGS = [
  'negative-discrimination',
  'weak-discrimination',
  'too-hard',
  'too-easy',
  'few-attempts',
] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

export const ITEM_FLAG_LABELS: Record<ItemFlag, string> = {
  'too-easy': 'Too easy',
  'too-hard': 'Too hard',
  'negative-discrimination': 'Negative discrimination',
  'weak-discrimination': 'Weak discrimination',
  'few-attempts': 'Few attempts',
};

/**
 * Which ended tests count. Mocks by default: the server draws them from the whole exam and
 * keeps answers secret until the end, like a real sitting; practice tests are chosen by the
 * student (one subject, only unused or wrongly answered questions) and reveal each answer,
 * which skews both p and r. Free trials never count (visitors trying the product).
 */
export const ITEM_STATISTICS_TEST_TYPES = ['mock', 'practice', 'all'] as const;
export type ItemStatisticsTestType = (typeof ITEM_STATISTICS_TEST_TYPES)[number];

export const ITEM_STATISTICS_TEST_TYPE_LABELS: Record<ItemStatisticsTestType, string> = {
  mock: 'Mock exams',
  practice: 'Practice tests',
  all: 'Mock exams and practice tests',
};

export const ITEM_STATISTICS_SORTS = ['flags', 'p', 'r', 'attempts'] as const;
export type ItemStatisticsSort = (typeof ITEM_STATISTICS_SORTS)[number];

/** `any`: items with at least one flag. */
export const ITEM_FLAG_FILTERS = [...ITEM_FLAGS, 'any'] as const;

export const ZItemStatisticsQuery = ZPaginationQuery.omit({ search: true })
  .extend({
    type: z.enum(ITEM_STATISTICS_TEST_TYPES, 'Type must be mock, practice or all').default('mock'),
    /** Days the tests ended on, UTC, both inclusive. */
    from: ZDateOnly.optional(),
    to: ZDateOnly.optional(),
    courseId: ZUuid.optional(),
    subjectId: ZUuid.optional(),
    flag: z.enum(ITEM_FLAG_FILTERS, 'Unknown flag').optional(),
    /** `flags`: the number of flags. Items without a figure come last either way. */
    sort: z.enum(ITEM_STATISTICS_SORTS, 'Sort by flags, p, r or attempts').default('flags'),
    order: z.enum(['asc', 'desc'], 'Order must be asc or desc').default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type TItemStatisticsQuery = z.infer<typeof ZItemStatisticsQuery>;
export type TItemStatisticsQueryInput = z.input<typeof ZItemStatisticsQuery>;

export const ZItemOptionStatistic = z.object({
  id: z.string(),
  /** The option as plain text. */
  text: z.string(),
  /** The Next Generation types': the part it is in ('Row 2 (Heart rate)', 'Blank 1'); else null. */
  part: z.string().nullable(),
  correct: z.boolean(),
  /** Answers that picked it (a multiple-choice answer picks several). */
  picks: z.number().int(),
  /** picks / attempts, 0-1; null without attempts. */
  share: z.number().nullable(),
  /** Mean rest-score (share correct of the rest of the test, 0-1) of those who picked it. */
  meanRestScore: z.number().nullable(),
});
export type TItemOptionStatistic = z.infer<typeof ZItemOptionStatistic>;

export const ZItemStatistic = z.object({
  questionId: z.string(),
  /** The stem as plain text, shortened. */
  preview: z.string(),
  type: z.enum(QUESTION_TYPES),
  courseId: z.string(),
  courseName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  retired: z.boolean(),
  /** Final answers in the counted tests. */
  attempts: z.number().int(),
  /** Share of those answers that were right, 0-1; null without answers. */
  pValue: z.number().nullable(),
  /**
   * Corrected item-total (point-biserial) correlation, -1 to 1: right or wrong on this item
   * against the share correct of the rest of the same test. Null when it cannot be computed
   * (fewer than two answers, or everyone right or everyone wrong).
   */
  discrimination: z.number().nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
  /** Empty for a fill in the blanks question. */
  options: z.array(ZItemOptionStatistic),
});
export type TItemStatistic = z.infer<typeof ZItemStatistic>;

export const ZItemStatisticsSummary = z.object({
  examId: z.string(),
  examName: z.string(),
  /** Ended tests counted, and the students who sat them. */
  tests: z.number().int(),
  students: z.number().int(),
  /** The exam's items (live ones, and retired ones answered in the counted tests). */
  items: z.number().int(),
  flagCounts: z.record(z.enum(ITEM_FLAGS), z.number().int()),
  /** Means over the items that have the figure. */
  meanPValue: z.number().nullable(),
  meanDiscrimination: z.number().nullable(),
  /**
   * KR-20 over the largest group of ended mocks (in the date range) that drew one and the
   * same set of questions; null when no two mocks share a set or the scores do not vary.
   */
  reliability: z.object({
    method: z.literal('KR-20'),
    value: z.number().nullable(),
    tests: z.number().int(),
    items: z.number().int(),
  }),
});
export type TItemStatisticsSummary = z.infer<typeof ZItemStatisticsSummary>;

export const ZItemStatisticsReply = z.object({
  summary: ZItemStatisticsSummary,
  items: z.array(ZItemStatistic),
  pagination: ZPagination,
});
export type TItemStatisticsReply = z.infer<typeof ZItemStatisticsReply>;

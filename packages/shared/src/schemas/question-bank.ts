// The question bank's requests and replies beyond a single question: the metadata filters of
// the question lists, the review decisions and the bulk actions on a selection of questions.
// docs/question-bank.md explains them to content editors.
import { z } from 'zod';
import {
  normalizeTag,
  QUESTION_METADATA_LIMITS,
  ZQuestionCategory,
  ZQuestionDifficulty,
  ZQuestionStatus,
  ZQuestionTags,
} from '../question-metadata';
import { ZPaginationQuery, ZUuid } from './common';

/** An empty text filter is no filter. */
const emptyAsAbsent = (value: string | undefined) => (value === '' ? undefined : value);

/** The metadata filters both question lists take (with the type and place filters). */
export const ZQuestionMetadataFilters = z.object({
  status: ZQuestionStatus.optional(),
  /** One tag, as written on the questions (the facets list them). */
  tag: z
    .string()
    .transform(normalizeTag)
    .pipe(
      z
        .string()
        .max(
          QUESTION_METADATA_LIMITS.tagLength,
          `A tag may have at most ${QUESTION_METADATA_LIMITS.tagLength} characters`,
        ),
    )
    .optional()
    .transform(emptyAsAbsent),
  /** The category, compared ignoring case. */
  category: ZQuestionCategory.optional().transform(emptyAsAbsent),
  difficulty: ZQuestionDifficulty.optional(),
  /** The administrator who added the questions. */
  authorId: ZUuid.optional(),
});
export type TQuestionMetadataFilters = z.infer<typeof ZQuestionMetadataFilters>;

/** The review queue: the questions in review of the exams the reviewer may see. */
export const ZReviewQueueQuery = ZPaginationQuery.extend({ examId: ZUuid.optional() });
export type TReviewQueueQuery = z.input<typeof ZReviewQueueQuery>;

export const ZSendBackRequest = z.object({
  comment: z
    .string({ error: 'Say what the author should change' })
    .trim()
    .min(1, 'Say what the author should change')
    .max(
      QUESTION_METADATA_LIMITS.reviewComment,
      `The comment may have at most ${QUESTION_METADATA_LIMITS.reviewComment} characters`,
    ),
});
export type TSendBackRequest = z.input<typeof ZSendBackRequest>;

/** What the filters of the question lists offer: the tags, categories and authors in use. */
export const ZQuestionFacetsQuery = z.object({ examId: ZUuid.optional() });
export const ZQuestionFacets = z.object({
  tags: z.array(z.object({ name: z.string(), count: z.number().int() })),
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
  authors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TQuestionFacets = z.infer<typeof ZQuestionFacets>;

export const BULK_QUESTION_LIMIT = 500;

export const BULK_QUESTION_ACTIONS = [
  'add_tags',
  'remove_tags',
  'set_category',
  'set_difficulty',
  'move',
  'retire',
  'submit_for_review',
  'publish',
] as const;
export type BulkQuestionAction = (typeof BULK_QUESTION_ACTIONS)[number];

const ZBulkTags = ZQuestionTags.refine((tags) => tags.length > 0, 'Name at least one tag');

/** One action on a selection of questions: all of them change, or none. */
export const ZBulkQuestionRequest = z.object({
  questionIds: z
    .array(ZUuid, { error: 'Choose the questions' })
    .min(1, 'Choose at least one question')
    .max(BULK_QUESTION_LIMIT, `Choose at most ${BULK_QUESTION_LIMIT} questions at a time`)
    .transform((ids) => [...new Set(ids)]),
  action: z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('add_tags'), tags: ZBulkTags }),
      z.object({ type: z.literal('remove_tags'), tags: ZBulkTags }),
      /** '' clears it. */
      z.object({ type: z.literal('set_category'), category: ZQuestionCategory }),
      z.object({ type: z.literal('set_difficulty'), difficulty: ZQuestionDifficulty.nullable() }),
      /** To a subject of the questions' own exam. */
      z.object({ type: z.literal('move'), subjectId: ZUuid }),
      /** Deleted when no student has met it, else retired. */
      z.object({ type: z.literal('retire') }),
      z.object({ type: z.literal('submit_for_review') }),
      z.object({ type: z.literal('publish') }),
    ],
    { error: `The action must be one of: ${BULK_QUESTION_ACTIONS.join(', ')}` },
  ),
});
export type TBulkQuestionRequest = z.input<typeof ZBulkQuestionRequest>;
export type TBulkQuestionAction = z.output<typeof ZBulkQuestionRequest>['action'];

export const ZBulkQuestionResult = z.object({
  action: z.enum(BULK_QUESTION_ACTIONS),
  /** Questions the action changed. */
  changed: z.number().int(),
  /** Selected questions it left as they were (the tag already there, not a draft ...). */
  unchanged: z.number().int(),
  /** Retire: how many were deleted (nobody had met them) and how many retired. */
  deletedQuestions: z.number().int(),
  retiredQuestions: z.number().int(),
});
export type TBulkQuestionResult = z.infer<typeof ZBulkQuestionResult>;

// A question's history: every version of its lineage, newest first, each with what changed
// against the version before it (compared on the server, so the web only shows it), and the
// restore of a version. docs/question-history.md explains it to content editors.
import { z } from 'zod';
import { ZItemLayout } from '../item-layout';
import { SCORING_RULES } from '../item-types';
import { ZQuestionDifficulty, ZQuestionStatus } from '../question-metadata';
import { ZPagination, ZPaginationQuery, ZUuid } from './common';
import { ZQuestionType } from './content';

/**
 * The whole question as a version keeps it. Fields added to questions after the first
 * versions were written default to what those questions had.
 */
export const ZQuestionSnapshot = z.object({
  type: ZQuestionType,
  question: z.string(),
  explanation: z.string().default(''),
  /** The expected answer of a fill in the blanks question; null otherwise. */
  answer: z.string().nullable().default(null),
  acceptedAnswers: z.array(z.string()).default([]),
  /**
   * In the order students see them; `answer`: whether the option is correct; `part`: its row
   * or blank (the Next Generation types).
   */
  options: z
    .array(z.object({ value: z.string(), answer: z.boolean(), part: z.number().int().default(0) }))
    .default([]),
  scoring: z.enum(SCORING_RULES).default('all_or_nothing'),
  layout: ZItemLayout.default({}),
  courseId: z.string(),
  courseName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  status: ZQuestionStatus.default('published'),
  tags: z.array(z.string()).default([]),
  category: z.string().nullable().default(null),
  difficulty: ZQuestionDifficulty.nullable().default(null),
});
export type TQuestionSnapshot = z.output<typeof ZQuestionSnapshot>;

/** A run of words of a word-level comparison: kept, taken out or put in. */
export const ZDiffSegment = z.object({
  kind: z.enum(['same', 'removed', 'added']),
  text: z.string(),
});
export type TDiffSegment = z.infer<typeof ZDiffSegment>;

/** What changed in one field between a version and the one before it. */
export const ZQuestionChange = z.discriminatedUnion('kind', [
  /** Rich text, compared on its visible text (images shown as [image]). */
  z.object({
    kind: z.literal('text'),
    field: z.enum(['question', 'explanation']),
    label: z.string(),
    before: z.string(),
    after: z.string(),
    diff: z.array(ZDiffSegment),
    /** The visible text is the same: only formatting, links or images changed. */
    formattingOnly: z.boolean(),
  }),
  /** One value replaced by another; null is "none". */
  z.object({
    kind: z.literal('value'),
    field: z.enum([
      'type',
      'scoring',
      'layout',
      'answer',
      'place',
      'status',
      'category',
      'difficulty',
    ]),
    label: z.string(),
    before: z.string().nullable(),
    after: z.string().nullable(),
  }),
  /** A list (correct answers as 'b. Morphine', accepted answers, tags). */
  z.object({
    kind: z.literal('list'),
    field: z.enum(['correctAnswers', 'acceptedAnswers', 'tags']),
    label: z.string(),
    before: z.array(z.string()),
    after: z.array(z.string()),
    added: z.array(z.string()),
    removed: z.array(z.string()),
  }),
  /** One option added, removed, reworded or moved; its letter and correct mark on each side. */
  z.object({
    kind: z.literal('option'),
    field: z.literal('option'),
    label: z.string(),
    change: z.enum(['added', 'removed', 'reworded', 'moved']),
    letterBefore: z.string().nullable(),
    letterAfter: z.string().nullable(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    /** Word-level, for a reworded option. */
    diff: z.array(ZDiffSegment).nullable(),
    correctBefore: z.boolean().nullable(),
    correctAfter: z.boolean().nullable(),
  }),
]);
export type TQuestionChange = z.infer<typeof ZQuestionChange>;

/** Who made a version: an administrator, one since removed, or PrepWard (the demo catalogue). */
export const ZVersionAuthor = z.object({
  kind: z.enum(['administrator', 'removed', 'prepward']),
  /** As the history shows it: a name, 'Removed administrator' or 'PrepWard'. */
  name: z.string(),
  /** The name a removed administrator had when it made the version, when known. */
  formerName: z.string().nullable(),
});
export type TVersionAuthor = z.infer<typeof ZVersionAuthor>;

export const ZQuestionVersion = z.object({
  id: z.string(),
  /** 1, 2, 3 … within the lineage. */
  number: z.number().int(),
  /** created, edited, imported, new_version, retired, restored, … */
  action: z.string(),
  /** The action as people read it: 'Edited', 'Restored', … */
  label: z.string(),
  author: ZVersionAuthor,
  createdAt: z.string(),
  comment: z.string().nullable(),
  /** The question the version is of: a lineage holds another after an answer-key change. */
  questionId: z.string(),
  /** The newest version of a lineage whose question is in use. */
  current: z.boolean(),
  snapshot: ZQuestionSnapshot,
  /** Against the version before it; empty for the first version and for a change of nothing shown. */
  changes: z.array(ZQuestionChange),
});
export type TQuestionVersion = z.infer<typeof ZQuestionVersion>;

/** The question whose history it is, as it stands now. */
export const ZQuestionHistorySubject = z.object({
  /** The question asked for. */
  id: z.string(),
  lineageId: z.string(),
  /** The lineage's question in use (another id after an answer-key change); null when retired. */
  liveQuestionId: z.string().nullable(),
  examId: z.string(),
  examName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  /** The start of its text, as plain text. */
  preview: z.string(),
  /** The number of the newest version. */
  latestNumber: z.number().int(),
});
export type TQuestionHistorySubject = z.infer<typeof ZQuestionHistorySubject>;

export const ZQuestionHistory = z.object({
  question: ZQuestionHistorySubject,
  versions: z.array(ZQuestionVersion),
  pagination: ZPagination,
});
export type TQuestionHistory = z.infer<typeof ZQuestionHistory>;

export const ZQuestionHistoryQuery = ZPaginationQuery.pick({ page: true, perPage: true });
export type TQuestionHistoryQuery = z.input<typeof ZQuestionHistoryQuery>;

export const ZQuestionHistoryParams = z.object({ questionId: ZUuid });
export const ZQuestionVersionParams = z.object({ questionId: ZUuid, versionId: ZUuid });

/**
 * What a restore did: `restored` in place; `new_version` when the answer key changed after
 * students answered (the question was retired and a new one of its lineage took its place);
 * `revived` when the lineage had no question in use (it was deleted after students answered).
 */
export const ZRestoreOutcome = z.enum(['restored', 'new_version', 'revived']);
export type TRestoreOutcome = z.infer<typeof ZRestoreOutcome>;

export const ZRestoreResult = z.object({
  outcome: ZRestoreOutcome,
  /** The lineage's question in use after the restore. */
  questionId: z.string(),
  /** The version restored. */
  restoredNumber: z.number().int(),
  /** The version the restore recorded. */
  versionNumber: z.number().int(),
  /**
   * The version's subject no longer exists in the exam, so the question stayed in its
   * current subject (named by `subjectName`).
   */
  placeKept: z.boolean(),
  subjectName: z.string(),
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;

// What a content team keeps about a question besides its text: where it stands in the review
// workflow, its tags, its category, its difficulty. The server stores these on the question
// (apps/api/src/db/schema/content.ts); only published questions reach students.
// docs/question-bank.md explains them to content editors.
import { z } from 'zod';

/**
 * draft → in review → published. A draft or a question in review never reaches students; a
 * reviewer approves (published) or sends it back (draft) with a comment.
 */
export const QUESTION_STATUSES = ['draft', 'in_review', 'published'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
};

// Kept with the constants, which every page loads: a student page reads the difficulties
// (the start dialog, the test's request) without this module's schemas.
import { QUESTION_DIFFICULTIES, type QuestionDifficulty } from './constants';

export { QUESTION_DIFFICULTIES, type QuestionDifficulty } from './constants';

export const QUESTION_DIFFICULTY_LABELS: Record<QuestionDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/**
 * The client-need categories of the NCLEX test plan, offered as suggestions: a category is
 * free text, so a medical or pharmacy bank keeps its own (its blueprint's sections).
 */
export const CLIENT_NEED_CATEGORIES = [
  'Management of Care',
  'Safety and Infection Control',
  'Health Promotion and Maintenance',
  'Psychosocial Integrity',
  'Basic Care and Comfort',
  'Pharmacological and Parenteral Therapies',
  'Reduction of Risk Potential',
  'Physiological Adaptation',
] as const;

export const QUESTION_METADATA_LIMITS = {
  tags: 20,
  tagLength: 50,
  category: 200,
  reviewComment: 2000,
} as const;

/** Tags are written between `|` in the CSV, as accepted answers are. */
export const TAG_SEPARATOR = '|';

/** One form per tag: spaces collapsed and trimmed; compared ignoring case. */
export const normalizeTag = (tag: string): string => tag.replace(/\s+/g, ' ').trim();

/** The tags once each, in the order given, without empty ones. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = normalizeTag(raw);
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

export const ZQuestionStatus = z.enum(QUESTION_STATUSES, {
  error: `Status must be one of: ${QUESTION_STATUSES.join(', ')}`,
});
export const ZQuestionDifficulty = z.enum(QUESTION_DIFFICULTIES, {
  error: `Difficulty must be one of: ${QUESTION_DIFFICULTIES.join(', ')}`,
});

export const ZQuestionTags = z
  .array(
    z
      .string()
      .transform(normalizeTag)
      .pipe(
        z
          .string()
          .min(1, 'A tag cannot be empty')
          .max(
            QUESTION_METADATA_LIMITS.tagLength,
            `A tag may have at most ${QUESTION_METADATA_LIMITS.tagLength} characters`,
          )
          .refine((tag) => !tag.includes(TAG_SEPARATOR), `A tag cannot contain "${TAG_SEPARATOR}"`),
      ),
  )
  .max(
    QUESTION_METADATA_LIMITS.tags,
    `A question may have at most ${QUESTION_METADATA_LIMITS.tags} tags`,
  )
  .transform(uniqueTags);

export const ZQuestionCategory = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(
        QUESTION_METADATA_LIMITS.category,
        `The category may have at most ${QUESTION_METADATA_LIMITS.category} characters`,
      ),
  );

/** The metadata fields a question request may carry; each left out keeps its value. */
export const ZQuestionMetadataInput = z.object({
  status: ZQuestionStatus.optional(),
  tags: ZQuestionTags.optional(),
  /** '' clears it. */
  category: ZQuestionCategory.optional(),
  difficulty: ZQuestionDifficulty.nullable().optional(),
});
export type TQuestionMetadataInput = z.input<typeof ZQuestionMetadataInput>;

/** The metadata as a question reply carries it. */
export const ZQuestionMetadata = z.object({
  status: ZQuestionStatus,
  tags: z.array(z.string()),
  category: z.string().nullable(),
  difficulty: ZQuestionDifficulty.nullable(),
  /** The administrator who added it; null for the demo catalogue and removed administrators. */
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  /**
   * The same for every version of the question: when its answer key changes after students
   * answered it, the new question that replaces it carries the old one's lineage.
   */
  lineageId: z.string(),
  /**
   * A draft sent back by a reviewer: the comment of that decision, for its author; null once
   * the question has left the drafts again, and for every other question.
   */
  reviewComment: z.string().nullable(),
});
export type TQuestionMetadata = z.infer<typeof ZQuestionMetadata>;

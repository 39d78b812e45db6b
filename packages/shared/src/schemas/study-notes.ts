// Study notes: a student's highlights in a question's stem and their note on the question,
// kept per student and question so that they follow it into later tests and review.
import { z } from 'zod';
import { HIGHLIGHT_OFFSET_MAX, HIGHLIGHTS_MAX, mergeRanges, NOTE_MAX_LENGTH } from '../study-notes';
import { ZPagination, ZPaginationQuery, ZUuid } from './common';

export {
  HIGHLIGHT_OFFSET_MAX,
  HIGHLIGHTS_MAX,
  isCovered,
  mergeRanges,
  NOTE_MAX_LENGTH,
  subtractRange,
  type HighlightRange,
} from '../study-notes';

const offsetMessage = `Highlight offsets must be whole numbers from 0 to ${HIGHLIGHT_OFFSET_MAX}`;
const ZOffset = z
  .number(offsetMessage)
  .int(offsetMessage)
  .min(0, offsetMessage)
  .max(HIGHLIGHT_OFFSET_MAX, offsetMessage);

export const ZHighlightRange = z
  .object({ start: ZOffset, end: ZOffset })
  .refine((range) => range.start < range.end, {
    message: 'A highlight must end after it starts',
    path: ['end'],
  });

/** PUT …/highlights: the question's whole set (empty clears it), merged on the way in. */
export const ZSaveHighlightsRequest = z.object({
  highlights: z
    .array(ZHighlightRange, 'highlights must be a list')
    .max(HIGHLIGHTS_MAX, `At most ${HIGHLIGHTS_MAX} highlights per question`)
    .transform(mergeRanges),
});
export type TSaveHighlightsRequest = z.input<typeof ZSaveHighlightsRequest>;

/** PUT …/note: plain text; an empty note (after trimming) deletes it. */
export const ZSaveNoteRequest = z.object({
  note: z
    .string('The note must be text')
    .max(NOTE_MAX_LENGTH, `A note may have at most ${NOTE_MAX_LENGTH} characters`)
    .transform((note) => note.trim()),
});
export type TSaveNoteRequest = z.input<typeof ZSaveNoteRequest>;

/** The student's notes on an exam: newest first, `search` within the notes' text. */
export const ZExamNotesQuery = ZPaginationQuery;
export type TExamNotesQuery = z.input<typeof ZExamNotesQuery>;

// ---- replies ----

const ZStoredRange = z.object({ start: z.number().int(), end: z.number().int() });

export const ZStudyNote = z.object({ text: z.string(), updatedAt: z.string() });
export type TStudyNote = z.infer<typeof ZStudyNote>;

/** What the student keeps on one question; questions with neither are left out. */
export const ZQuestionStudy = z.object({
  questionId: ZUuid,
  note: ZStudyNote.nullable(),
  highlights: z.array(ZStoredRange),
});
export type TQuestionStudy = z.infer<typeof ZQuestionStudy>;

export const ZTestStudyNotes = z.object({
  /** Whether the student may add or change notes and highlights now (an active subscription). */
  editable: z.boolean(),
  questions: z.array(ZQuestionStudy),
});
export type TTestStudyNotes = z.infer<typeof ZTestStudyNotes>;

export const ZSaveNoteReply = z.object({ note: ZStudyNote.nullable() });
export const ZSaveHighlightsReply = z.object({ highlights: z.array(ZStoredRange) });

export const ZExamNote = z.object({
  questionId: ZUuid,
  /** The stem as plain text, shortened. */
  questionExcerpt: z.string(),
  courseName: z.string(),
  subjectName: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type TExamNote = z.infer<typeof ZExamNote>;

export const ZExamNotesReply = z.object({
  exam: z.object({ id: ZUuid, name: z.string() }),
  editable: z.boolean(),
  notes: z.array(ZExamNote),
  pagination: ZPagination,
});
export type TExamNotesReply = z.infer<typeof ZExamNotesReply>;

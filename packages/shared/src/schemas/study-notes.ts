// Study notes: a student's highlights in a question's stem and their note on the question,
// kept per student and question so that they follow it into later tests and review.
import { z } from 'zod';
import { ZPagination, ZPaginationQuery, ZUuid } from './common';
import { QUESTION_HTML_MAX_LENGTH } from '../constants';

export const NOTE_MAX_LENGTH = 5000;
export const HIGHLIGHTS_MAX = 50;
/** Offsets count characters of the stem's plain text, which is never longer than its HTML. */
export const HIGHLIGHT_OFFSET_MAX = QUESTION_HTML_MAX_LENGTH;

/** Characters [start, end) of the stem's text content. */
export type HighlightRange = { start: number; end: number };

/** Sorted, with overlapping and touching ranges joined: the one way a set of highlights is kept. */
export function mergeRanges(ranges: readonly HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

/** The ranges without the characters of `cut` (un-highlighting part of a highlight). */
export function subtractRange(
  ranges: readonly HighlightRange[],
  cut: HighlightRange,
): HighlightRange[] {
  return ranges.flatMap((range) => {
    if (range.end <= cut.start || range.start >= cut.end) return [range];
    const kept: HighlightRange[] = [];
    if (range.start < cut.start) kept.push({ start: range.start, end: cut.start });
    if (range.end > cut.end) kept.push({ start: cut.end, end: range.end });
    return kept;
  });
}

/** Whether every character of `inner` is already highlighted. */
export function isCovered(ranges: readonly HighlightRange[], inner: HighlightRange): boolean {
  return ranges.some((range) => range.start <= inner.start && range.end >= inner.end);
}

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

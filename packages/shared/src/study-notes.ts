// Study notes' limits and highlight ranges: what the exam page's tools compute with. Apart from
// the study-notes schemas so that the exam page does not build those schemas.
import { QUESTION_HTML_MAX_LENGTH } from './constants';

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

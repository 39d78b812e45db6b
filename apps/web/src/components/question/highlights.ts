// Highlights in a question's stem: character ranges over the stem's text content (what
// `textContent` reads), so they survive any re-rendering. They are drawn by wrapping those
// characters in <mark> elements made with the DOM inside the stored, sanitized HTML: nothing
// else is added to it.
import type { HighlightRange } from '@prepward/shared/schemas/study-notes';

/** The attribute that names the stem element of a question (the toolbar finds it by it). */
export const STEM_ATTRIBUTE = 'data-question-stem';

export function stemElement(questionId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${STEM_ATTRIBUTE}="${CSS.escape(questionId)}"]`);
}

/**
 * The HTML with the ranges' characters wrapped in `<mark class={className}>`, each mark
 * carrying its whole range (data-start, data-end) so that a tap on any part removes it. Parsed
 * in an inert document: nothing loads or runs while marking.
 */
export function markHighlights(
  html: string,
  ranges: readonly HighlightRange[],
  className: string,
): string {
  if (ranges.length === 0) return html;
  const inert = document.implementation.createHTMLDocument('');
  const root = inert.createElement('div');
  root.innerHTML = html;
  const walker = inert.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);

  let offset = 0;
  for (const text of texts) {
    const from = offset;
    const to = offset + text.data.length;
    offset = to;
    // Whitespace between blocks stays unmarked: a mark inside a table or list would move.
    if (!text.data.trim()) continue;
    const pieces = ranges.filter((range) => range.start < to && range.end > from);
    // From the last piece back, so the earlier pieces' positions in `text` stay valid.
    for (const range of pieces.reverse()) {
      const pieceEnd = Math.min(range.end, to) - from;
      const pieceStart = Math.max(range.start, from) - from;
      if (pieceEnd < text.data.length) text.splitText(pieceEnd);
      const covered = pieceStart > 0 ? text.splitText(pieceStart) : text;
      const mark = inert.createElement('mark');
      mark.className = className;
      mark.dataset.start = String(range.start);
      mark.dataset.end = String(range.end);
      covered.replaceWith(mark);
      mark.append(covered);
    }
  }
  return root.innerHTML;
}

/** The range of a mark that `markHighlights` made, from an element inside it; else null. */
export function highlightAt(target: EventTarget | null): HighlightRange | null {
  if (!(target instanceof Element)) return null;
  const mark = target.closest<HTMLElement>('mark[data-start][data-end]');
  if (!mark) return null;
  return { start: Number(mark.dataset.start), end: Number(mark.dataset.end) };
}

/** Characters of `root`'s text content before a boundary point inside it. */
function textBefore(root: Node, node: Node, offset: number): number {
  const range = root.ownerDocument!.createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The selected characters of `root` as offsets into its text content: the part of the
 * selection inside it, or null when none of it is (or nothing is selected).
 */
export function selectedRangeIn(root: Node, selection: Range): HighlightRange | null {
  if (selection.collapsed) return null;
  const whole = root.ownerDocument!.createRange();
  whole.selectNodeContents(root);
  // Entirely before or after the stem.
  if (selection.compareBoundaryPoints(Range.START_TO_END, whole) <= 0) return null;
  if (selection.compareBoundaryPoints(Range.END_TO_START, whole) >= 0) return null;
  const start =
    selection.compareBoundaryPoints(Range.START_TO_START, whole) <= 0
      ? 0
      : textBefore(root, selection.startContainer, selection.startOffset);
  const end =
    selection.compareBoundaryPoints(Range.END_TO_END, whole) >= 0
      ? (root.textContent ?? '').length
      : textBefore(root, selection.endContainer, selection.endOffset);
  return start < end ? { start, end } : null;
}

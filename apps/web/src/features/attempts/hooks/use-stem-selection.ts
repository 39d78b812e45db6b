import type { HighlightRange } from '@prepward/shared/schemas/study-notes';
import { useCallback, useEffect, useState } from 'react';
import { selectedRangeIn, stemElement } from '../../../components/question/highlights';

/**
 * The characters of the question's stem the student has selected (mouse, long-press or
 * Shift+arrows), as offsets into its text. Pressing a toolbar button may drop the page's
 * selection (on a phone in particular), so the last one is kept until the student selects
 * something else or clicks elsewhere on the page.
 */
export function useStemSelection(questionId: string) {
  const [selected, setSelected] = useState<{ questionId: string; range: HighlightRange } | null>(
    null,
  );

  useEffect(() => {
    const onChange = () => {
      const selection = document.getSelection();
      const stem = stemElement(questionId);
      if (!selection || !stem || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (range.collapsed) {
        // A click into the toolbar keeps what was selected; a click anywhere else drops it.
        const node = range.startContainer;
        const element = node instanceof Element ? node : node.parentElement;
        if (!element?.closest('[role="toolbar"]')) setSelected(null);
        return;
      }
      const inStem = selectedRangeIn(stem, range);
      setSelected(inStem ? { questionId, range: inStem } : null);
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, [questionId]);

  const clear = useCallback(() => {
    document.getSelection()?.removeAllRanges();
    setSelected(null);
  }, []);

  // A selection made on another question does not carry over.
  return { selected: selected?.questionId === questionId ? selected.range : null, clear };
}

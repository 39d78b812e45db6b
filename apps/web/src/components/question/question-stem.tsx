import { Typography } from '@mantine/core';
import type { HighlightRange } from '@prepward/shared/schemas/study-notes';
import { useMemo, type MouseEvent } from 'react';
import { highlightAt, markHighlights } from './highlights';
import classes from './question.module.css';

type QuestionStemProps = {
  questionId: string;
  /** The stem as stored: HTML the server sanitized. */
  html: string;
  highlights?: readonly HighlightRange[];
  /** A click or tap on a highlight; absent where highlights cannot be changed. */
  onRemoveHighlight?: (range: HighlightRange) => void;
};

/** A question's stem with the student's highlights marked in it. */
export function QuestionStem({
  questionId,
  html,
  highlights,
  onRemoveHighlight,
}: QuestionStemProps) {
  const marked = useMemo(
    () => (highlights?.length ? markHighlights(html, highlights, classes.highlight!) : html),
    [html, highlights],
  );
  // Tapping a highlight removes it; a selection that ends on one (dragging) does not.
  // Keyboard users clear highlights from the toolbar (or select the text and press Highlight).
  const onClick = (event: MouseEvent) => {
    if (!onRemoveHighlight) return;
    const range = highlightAt(event.target);
    if (!range || !document.getSelection()?.isCollapsed) return;
    onRemoveHighlight(range);
  };
  return (
    <Typography className={classes.questionText}>
      <div
        data-question-stem={questionId}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: marked }}
      />
    </Typography>
  );
}

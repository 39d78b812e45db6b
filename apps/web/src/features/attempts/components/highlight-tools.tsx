import { Button } from '@mantine/core';
import { isCovered, mergeRanges, subtractRange } from '@prepward/shared/study-notes';
import { IconEraser, IconHighlight } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { notifyInfo } from '../../../lib/notify';
import { useQuestionStudy } from '../hooks/use-question-study';
import { useStemSelection } from '../hooks/use-stem-selection';
import classes from './study-tools.module.css';

type HighlightToolsProps = { examId: string; testId: string; questionId: string };

export const SELECT_FIRST = 'Select words in the question first, then press Highlight.';

// A mouse press on the button would move the focus and may drop the page's selection.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/**
 * Highlight (the words selected in the stem; on words already highlighted it removes that
 * highlight) and Clear highlights. Shown once the student's notes have loaded; Highlight only
 * while they may be changed.
 */
export function HighlightTools({ examId, testId, questionId }: HighlightToolsProps) {
  const { query, editable, highlights, setHighlights } = useQuestionStudy(
    examId,
    testId,
    questionId,
  );
  const { selected, clear } = useStemSelection(questionId);
  if (!query.data) return null;

  const removes = selected !== null && isCovered(highlights, selected);
  const highlight = () => {
    if (!selected) {
      notifyInfo(SELECT_FIRST, { id: 'highlight-select-first' });
      return;
    }
    setHighlights(
      removes ? subtractRange(highlights, selected) : mergeRanges([...highlights, selected]),
    );
    clear();
  };

  return (
    <>
      {editable ? (
        <Button
          className={classes.tool}
          variant="default"
          size="sm"
          leftSection={<IconHighlight size={18} aria-hidden="true" />}
          onMouseDown={keepSelection}
          onClick={highlight}
        >
          {removes ? 'Remove highlight' : 'Highlight'}
        </Button>
      ) : null}
      {highlights.length > 0 ? (
        <Button
          className={classes.tool}
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconEraser size={18} aria-hidden="true" />}
          onClick={() => setHighlights([])}
        >
          Clear highlights
        </Button>
      ) : null}
    </>
  );
}

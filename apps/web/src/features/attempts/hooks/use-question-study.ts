import { subtractRange, type HighlightRange } from '@prepward/shared/study-notes';
import { useTestStudyNotes } from '../api/get-test-study-notes';
import { useSaveHighlights } from '../api/save-question-highlights';

const NO_HIGHLIGHTS: HighlightRange[] = [];

/** What the student keeps on one question of a test: its note, its highlights, and saving them. */
export function useQuestionStudy(examId: string, testId: string, questionId: string) {
  const study = useTestStudyNotes(examId, testId);
  const saveHighlights = useSaveHighlights(examId, testId);
  const entry = study.data?.questions.find((question) => question.questionId === questionId);
  const highlights = entry?.highlights ?? NO_HIGHLIGHTS;
  return {
    query: study,
    /** May add and change notes and highlights now (an active subscription). */
    editable: study.data?.editable ?? false,
    note: entry?.note ?? null,
    highlights,
    setHighlights: (next: HighlightRange[]) => saveHighlights(questionId, next),
  };
}

/** The stem's highlights for QuestionView: shown, and removed with a tap when they may change. */
export function useStemHighlights(examId: string, testId: string, questionId: string) {
  const { editable, highlights, setHighlights } = useQuestionStudy(examId, testId, questionId);
  return {
    highlights,
    onRemoveHighlight: editable
      ? (range: HighlightRange) => setHighlights(subtractRange(highlights, range))
      : undefined,
  };
}

import { studyNoteOperations } from '@prepward/shared/operations/study-notes';
import type { HighlightRange } from '@prepward/shared/schemas/study-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../lib/api-client';
import { call, invalidate } from '../../../lib/operations';
import { notifyError } from '../../../lib/notify';
import { changeQuestionStudy } from './get-test-study-notes';

const HIGHLIGHT_FAILED = 'Your highlight could not be saved.';

/**
 * Saves a question's whole set of highlights. The page shows the new set at once; the saves
 * go one after another (each carries the whole set, so the last one must land last), and a
 * failed one brings the server's set back.
 */
export function useSaveHighlights(examId: string, testId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: `highlights:${examId}` },
    mutationFn: ({
      questionId,
      highlights,
    }: {
      questionId: string;
      highlights: HighlightRange[];
    }) =>
      call(studyNoteOperations.saveQuestionHighlights, {
        params: { examId, questionId },
        body: { highlights },
      }),
    onError: (error) => {
      notifyError(failureMessage(error, HIGHLIGHT_FAILED));
      void invalidate(queryClient, studyNoteOperations.getTestStudyNotes);
    },
  });
  return (questionId: string, highlights: HighlightRange[]) => {
    changeQuestionStudy(queryClient, { examId, testId }, questionId, { highlights });
    mutation.mutate({ questionId, highlights });
  };
}

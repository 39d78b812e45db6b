import { studyNoteOperations } from '@prepward/shared/operations/study-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';
import { changeQuestionStudy } from './get-test-study-notes';

/**
 * Writes the note on a question (an empty one deletes it) and updates what shows it: the
 * test's notes (`testId`, on the exam page and in review) and the My notes list.
 */
export function useSaveQuestionNote(examId: string, testId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, text }: { questionId: string; text: string }) =>
      call(studyNoteOperations.saveQuestionNote, {
        params: { examId, questionId },
        body: { note: text },
      }),
    onSuccess: ({ note }, { questionId }) => {
      changeQuestionStudy(queryClient, { examId, testId }, questionId, { note });
      void invalidate(queryClient, studyNoteOperations.listExamNotes);
    },
  });
}

import { studyNoteOperations } from '@prepward/shared/operations/study-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';
import { changeQuestionStudy } from './get-test-study-notes';

/** Deletes the note on a question (allowed after the access ended too). */
export function useDeleteQuestionNote(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      call(studyNoteOperations.deleteQuestionNote, { params: { examId, questionId } }),
    onSuccess: (_reply, questionId) => {
      changeQuestionStudy(queryClient, { examId }, questionId, { note: null });
      void invalidate(queryClient, studyNoteOperations.listExamNotes);
    },
  });
}

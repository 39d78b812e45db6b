import { studyNoteOperations } from '@prepward/shared/operations/study-notes';
import type { TExamNotesQuery } from '@prepward/shared/schemas/study-notes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A page of the student's notes on an exam, newest first. */
export function useExamNotes(examId: string, query: TExamNotesQuery) {
  return useQuery({
    ...queryOf(studyNoteOperations.listExamNotes, { params: { examId }, query }),
    placeholderData: keepPreviousData,
  });
}

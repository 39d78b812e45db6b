import { studyNoteOperations } from '@prepward/shared/operations/study-notes';
import type { TQuestionStudy } from '@prepward/shared/schemas/study-notes';
import { hashKey, useQuery, type QueryClient } from '@tanstack/react-query';
import { keyOf, queryOf, type Reply } from '../../../lib/operations';

const operation = studyNoteOperations.getTestStudyNotes;
type TestStudy = Reply<typeof operation>;

/** The student's notes and highlights on a test's questions: one request for the whole test. */
export function useTestStudyNotes(examId: string, testId: string) {
  return useQuery(queryOf(operation, { params: { examId, testId } }));
}

type StudyChange = Partial<Pick<TQuestionStudy, 'note' | 'highlights'>>;

/**
 * Puts a question's new note or highlights in the test's cached copy at once, and marks the
 * other cached tests stale (the question may be in them too). Without a test (the My notes
 * page) every cached test is marked stale.
 */
export function changeQuestionStudy(
  queryClient: QueryClient,
  place: { examId: string; testId?: string },
  questionId: string,
  change: StudyChange,
) {
  const own = place.testId
    ? keyOf(operation, { params: { examId: place.examId, testId: place.testId } })
    : null;
  if (own) {
    queryClient.setQueryData<TestStudy>(own, (data) => {
      if (!data) return data;
      const before = data.questions.find((entry) => entry.questionId === questionId);
      const after = { questionId, note: null, highlights: [], ...before, ...change };
      const others = data.questions.filter((entry) => entry.questionId !== questionId);
      const kept = after.note || after.highlights.length > 0 ? [after] : [];
      return { ...data, questions: [...others, ...kept] };
    });
  }
  const ownHash = own ? hashKey(own) : null;
  void queryClient.invalidateQueries({
    queryKey: keyOf(operation),
    predicate: (query) => query.queryHash !== ownHash,
  });
}

import { questionReviewOperations } from '@prepward/shared/operations/question-review';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The tags, categories and authors in use (of one exam when given), for filters and fields. */
export function useQuestionFacets(examId?: string) {
  return useQuery({
    ...queryOf(questionReviewOperations.listQuestionFacets, {
      query: examId ? { examId } : {},
    }),
    staleTime: 60_000,
  });
}

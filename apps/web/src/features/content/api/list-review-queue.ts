import { questionReviewOperations } from '@prepward/shared/operations/question-review';
import type { TReviewQueueQuery } from '@prepward/shared/schemas/question-bank';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A page of the questions in review of the reviewer's exams, the longest waiting first. */
export function useReviewQueue(query: TReviewQueueQuery) {
  return useQuery({
    ...queryOf(questionReviewOperations.listReviewQueue, { query }),
    placeholderData: keepPreviousData,
  });
}

import type { ReplyData } from '@prepward/shared/operation';
import { questionHistoryOperations } from '@prepward/shared/operations/question-history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type QuestionHistory = ReplyData<typeof questionHistoryOperations.getQuestionHistory>;

/** A page of the versions of the question's lineage, newest first, with what each changed. */
export function useQuestionHistory(questionId: string, params: { page: number; perPage: number }) {
  return useQuery({
    ...queryOf(questionHistoryOperations.getQuestionHistory, {
      params: { questionId },
      query: params,
    }),
    placeholderData: keepPreviousData,
  });
}

import { contentOperations } from '@prepward/shared/operations/content';
import type { TSubjectQuestionListQuery } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A page of the subject's questions, filtered. */
export function useSubjectQuestions(subjectId: string, params: TSubjectQuestionListQuery) {
  return useQuery({
    ...queryOf(contentOperations.listSubjectQuestions, { params: { subjectId }, query: params }),
    placeholderData: keepPreviousData,
  });
}

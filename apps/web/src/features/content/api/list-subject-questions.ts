import { contentOperations } from '@prepward/shared/operations/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** A page of the subject's questions. */
export function useSubjectQuestions(subjectId: string, params: { page: number; perPage: number }) {
  return useQuery({
    ...queryOf(contentOperations.listSubjectQuestions, { params: { subjectId }, query: params }),
    placeholderData: keepPreviousData,
  });
}

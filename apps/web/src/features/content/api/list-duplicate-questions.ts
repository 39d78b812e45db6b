import type { ReplyData } from '@prepward/shared/operation';
import { contentOperations } from '@prepward/shared/operations/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type DuplicateQuestions = ReplyData<typeof contentOperations.listDuplicateQuestions>;

/** Pairs of the exam's questions that are the same or nearly the same, a page at a time. */
export function useDuplicateQuestions(examId: string, page: { page: number; perPage: number }) {
  return useQuery({
    ...queryOf(contentOperations.listDuplicateQuestions, { params: { examId }, query: page }),
    placeholderData: keepPreviousData,
  });
}

import type { QuestionType } from '@prepward/shared/constants';
import type { ReplyData } from '@prepward/shared/operation';
import { contentOperations } from '@prepward/shared/operations/content';
import type { TQuestionListQuery } from '@prepward/shared/schemas/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** The filters as the page holds them: '' is "any type". */
export type QuestionListParams = Omit<TQuestionListQuery, 'type'> & { type?: QuestionType | '' };
export type QuestionList = ReplyData<typeof contentOperations.listQuestions>;

/** Every question the administrator may see, filtered and searched. */
export function useQuestions({ type, ...params }: QuestionListParams) {
  return useQuery({
    ...queryOf(contentOperations.listQuestions, { query: { ...params, type: type || undefined } }),
    placeholderData: keepPreviousData,
  });
}

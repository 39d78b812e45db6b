import { contentOperations } from '@prepward/shared/operations/content';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

/** One question with its options (none asked while `questionId` is undefined). */
export function useQuestion(questionId: string | undefined) {
  return useQuery({
    ...queryOf(contentOperations.getQuestion, { params: { questionId: questionId ?? '' } }),
    select: (reply) => reply.question,
    enabled: Boolean(questionId),
    // The edit form starts from what the server has now.
    staleTime: 0,
  });
}

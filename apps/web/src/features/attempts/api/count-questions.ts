import { attemptOperations } from '@prepward/shared/operations/attempts';
import type { TQuestionCountQuery } from '@prepward/shared/schemas/attempts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/operations';

export type QuestionCountChoice = { examId: string } & TQuestionCountQuery;

/**
 * The live count in the start dialog: how many questions a practice test with these choices
 * could draw. The last figure stays while a new one loads.
 */
export function useQuestionCount(choice: QuestionCountChoice | null) {
  const { examId, ...query } = choice ?? {
    examId: '',
    courseIds: [],
    subjectIds: [],
    difficulties: [],
  };
  return useQuery({
    ...queryOf(attemptOperations.countQuestions, { params: { examId }, query }),
    select: (reply) => reply.count,
    enabled: examId !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

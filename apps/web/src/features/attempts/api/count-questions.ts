import type { QuestionMode } from '@prepward/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type QuestionCountChoice = {
  examId: string;
  questionMode: QuestionMode;
  courseIds: readonly string[];
  subjectIds: readonly string[];
};

/** How many questions a practice test with these choices could draw. */
export async function countQuestions(
  choice: QuestionCountChoice,
  signal?: AbortSignal,
): Promise<number> {
  const { data } = await apiRequest<{ count: number }>(
    `/user/test/${encodeURIComponent(choice.examId)}/count`,
    {
      query: {
        questionMode: choice.questionMode,
        courseIds: choice.courseIds,
        subjectIds: choice.subjectIds,
      },
      signal,
    },
  );
  return data.count;
}

/** The live count in the start dialog; the last figure stays while a new one loads. */
export function useQuestionCount(choice: QuestionCountChoice | null) {
  return useQuery({
    queryKey: ['user', 'question-count', choice],
    queryFn: ({ signal }) => countQuestions(choice!, signal),
    enabled: Boolean(choice?.examId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

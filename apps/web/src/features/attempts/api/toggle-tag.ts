import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Tags the question, or removes its tag; the reply says which. */
export async function toggleTag(
  examId: string,
  questionId: string,
): Promise<{ message: string; tagged: boolean }> {
  const { data } = await apiRequest<{ tagged: boolean }>(
    `/user/exam/${encodeURIComponent(examId)}/${encodeURIComponent(questionId)}/tag`,
    { method: 'POST' },
  );
  return { message: data.message, tagged: data.tagged };
}

export function useToggleTag(examId: string) {
  return useMutation({ mutationFn: (questionId: string) => toggleTag(examId, questionId) });
}

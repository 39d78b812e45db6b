import { attemptOperations } from '@prepward/shared/operations/attempts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/operations';

/** Tags the question, or removes its tag; the reply says which. */
export async function toggleTag(examId: string, questionId: string) {
  const { message, tagged } = await call(attemptOperations.toggleTag, {
    params: { examId, questionId },
  });
  return { message, tagged };
}

export function useToggleTag(examId: string) {
  return useMutation({ mutationFn: (questionId: string) => toggleTag(examId, questionId) });
}

import { contentOperations } from '@prepward/shared/operations/content';
import type { TDeleteResult } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Confirmed: the client asked the administrator with the question count. */
export async function deleteSubject(subjectId: string): Promise<TDeleteResult> {
  const { deletedQuestions, retiredQuestions } = await call(contentOperations.deleteSubject, {
    params: { subjectId },
    query: { confirm: 'true' },
  });
  return { deletedQuestions, retiredQuestions };
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

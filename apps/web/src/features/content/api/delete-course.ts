import { contentOperations } from '@prepward/shared/operations/content';
import type { TDeleteResult } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/**
 * The client has already asked the administrator (with the question count), so it confirms;
 * questions students met are retired, not lost.
 */
export async function deleteCourse(courseId: string): Promise<TDeleteResult> {
  const { deletedQuestions, retiredQuestions } = await call(contentOperations.deleteCourse, {
    params: { courseId },
    query: { confirm: 'true' },
  });
  return { deletedQuestions, retiredQuestions };
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

import { contentOperations } from '@prepward/shared/operations/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Answers the server's message. */
export async function renameCourse({ courseId, name }: { courseId: string; name: string }) {
  const { message } = await call(contentOperations.renameCourse, {
    params: { courseId },
    body: { name },
  });
  return message;
}

export function useRenameCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCourse,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

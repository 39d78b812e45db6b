import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** PATCH /admin/exam/course/{courseId} {name}. */
export async function renameCourse({ courseId, name }: { courseId: string; name: string }) {
  const { data } = await apiRequest(`/admin/exam/course/${courseId}`, {
    method: 'PATCH',
    auth: 'admin',
    body: { name },
  });
  return data.message;
}

export function useRenameCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

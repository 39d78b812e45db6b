import type { TDeleteResult } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/**
 * DELETE /admin/exam/course/{courseId}. The client has already asked the administrator
 * (with the question count), so it confirms; questions students met are retired, not lost.
 */
export async function deleteCourse(courseId: string): Promise<TDeleteResult> {
  const { data } = await apiRequest<TDeleteResult>(`/admin/exam/course/${courseId}`, {
    method: 'DELETE',
    auth: 'admin',
    query: { confirm: true },
  });
  return data;
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

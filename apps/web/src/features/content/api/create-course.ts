import type { TAdminCourse, TCourseCreateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** POST /admin/exam/course {examId, name}. */
export async function createCourse(request: TCourseCreateRequest): Promise<TAdminCourse> {
  const { data } = await apiRequest<{ course: TAdminCourse }>('/admin/exam/course', {
    method: 'POST',
    auth: 'admin',
    body: request,
  });
  return data.course;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

import { contentOperations } from '@prepward/shared/operations/content';
import type { TAdminCourse, TCourseCreateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

export async function createCourse(request: TCourseCreateRequest): Promise<TAdminCourse> {
  const { course } = await call(contentOperations.createCourse, { body: request });
  return course;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

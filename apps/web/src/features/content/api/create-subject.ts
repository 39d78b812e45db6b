import type { TAdminSubject, TSubjectCreateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** POST /admin/exam/subject {name, courseId}. */
export async function createSubject(request: TSubjectCreateRequest): Promise<TAdminSubject> {
  const { data } = await apiRequest<{ subject: TAdminSubject }>('/admin/exam/subject', {
    method: 'POST',
    auth: 'admin',
    body: request,
  });
  return data.subject;
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

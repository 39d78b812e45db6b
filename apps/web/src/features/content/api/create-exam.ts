import type { TAdminExam, TExamCreateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** POST /admin/exam/ (the documented path, with the slash). */
export async function createExam(request: TExamCreateRequest): Promise<TAdminExam> {
  const { data } = await apiRequest<{ exam: TAdminExam }>('/admin/exam/', {
    method: 'POST',
    auth: 'admin',
    body: request,
  });
  return data.exam;
}

export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

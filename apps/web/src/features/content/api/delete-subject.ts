import type { TDeleteResult } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** DELETE /admin/exam/subject/{subjectId}, confirmed (the client asked with the count). */
export async function deleteSubject(subjectId: string): Promise<TDeleteResult> {
  const { data } = await apiRequest<TDeleteResult>(`/admin/exam/subject/${subjectId}`, {
    method: 'DELETE',
    auth: 'admin',
    query: { confirm: true },
  });
  return data;
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

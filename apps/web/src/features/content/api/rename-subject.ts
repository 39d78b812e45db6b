import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** PATCH /admin/exam/subject/{subjectId} {name}. */
export async function renameSubject({ subjectId, name }: { subjectId: string; name: string }) {
  const { data } = await apiRequest(`/admin/exam/subject/${subjectId}`, {
    method: 'PATCH',
    auth: 'admin',
    body: { name },
  });
  return data.message;
}

export function useRenameSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** DELETE /admin/exam/{examId}: refused (409) while a student has an active subscription. */
export async function deleteExam(examId: string): Promise<string> {
  const { data } = await apiRequest(`/admin/exam/${examId}`, { method: 'DELETE', auth: 'admin' });
  return data.message;
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

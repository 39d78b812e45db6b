import type { TAdminExam, TExamUpdateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_KEY } from './query-keys';

/** POST /admin/exam/{examId}: only the fields sent change. */
export async function updateExam({
  examId,
  changes,
}: {
  examId: string;
  changes: TExamUpdateRequest;
}): Promise<TAdminExam> {
  const { data } = await apiRequest<{ exam: TAdminExam }>(`/admin/exam/${examId}`, {
    method: 'POST',
    auth: 'admin',
    body: changes,
  });
  return data.exam;
}

export function useUpdateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

import { contentOperations } from '@prepward/shared/operations/content';
import type { TAdminExam, TExamUpdateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Only the fields sent change. */
export async function updateExam({
  examId,
  changes,
}: {
  examId: string;
  changes: TExamUpdateRequest;
}): Promise<TAdminExam> {
  const { exam } = await call(contentOperations.updateExam, {
    params: { examId },
    body: changes,
  });
  return exam;
}

export function useUpdateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExam,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

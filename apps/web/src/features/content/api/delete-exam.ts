import { contentOperations } from '@prepward/shared/operations/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Refused (409) while a student has an active subscription. */
export async function deleteExam(examId: string): Promise<string> {
  const { message } = await call(contentOperations.deleteExam, { params: { examId } });
  return message;
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExam,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

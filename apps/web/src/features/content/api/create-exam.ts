import { contentOperations } from '@prepward/shared/operations/content';
import type { TAdminExam, TExamCreateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

export async function createExam(request: TExamCreateRequest): Promise<TAdminExam> {
  const { exam } = await call(contentOperations.createExam, { body: request });
  return exam;
}

/** Every content write refreshes the whole area: lists, counts and detail pages together. */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExam,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

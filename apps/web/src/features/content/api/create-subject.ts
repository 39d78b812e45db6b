import { contentOperations } from '@prepward/shared/operations/content';
import type { TAdminSubject, TSubjectCreateRequest } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

export async function createSubject(request: TSubjectCreateRequest): Promise<TAdminSubject> {
  const { subject } = await call(contentOperations.createSubject, { body: request });
  return subject;
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

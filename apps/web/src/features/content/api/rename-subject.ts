import { contentOperations } from '@prepward/shared/operations/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidateArea } from '../../../lib/operations';

/** Answers the server's message. */
export async function renameSubject({ subjectId, name }: { subjectId: string; name: string }) {
  const { message } = await call(contentOperations.renameSubject, {
    params: { subjectId },
    body: { name },
  });
  return message;
}

export function useRenameSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSubject,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

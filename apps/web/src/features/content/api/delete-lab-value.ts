import { labValueOperations as op } from '@prepward/shared/operations/lab-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export async function deleteLabValue(id: string): Promise<string> {
  const { message } = await call(op.deleteLabValue, { params: { id } });
  return message;
}

export function useDeleteLabValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabValue,
    onSuccess: () => invalidate(queryClient, op.listAdminLabValues, op.listLabValues),
  });
}

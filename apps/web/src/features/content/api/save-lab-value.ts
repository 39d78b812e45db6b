import { labValueOperations as op } from '@prepward/shared/operations/lab-values';
import type {
  TAdminLabValue,
  TLabValueCreateRequest,
  TLabValueUpdateRequest,
} from '@prepward/shared/schemas/lab-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, invalidate } from '../../../lib/operations';

export type LabValueSave =
  { id: null; values: TLabValueCreateRequest } | { id: string; values: TLabValueUpdateRequest };

/** Adds a lab value (no id) or edits one; answers it and the server's message. */
export async function saveLabValue(
  save: LabValueSave,
): Promise<{ labValue: TAdminLabValue; message: string }> {
  return save.id === null
    ? call(op.createLabValue, { body: save.values })
    : call(op.updateLabValue, { params: { id: save.id }, body: save.values });
}

export function useSaveLabValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLabValue,
    onSuccess: () => invalidate(queryClient, op.listAdminLabValues, op.listLabValues),
  });
}

import { contentOperations } from '@prepward/shared/operations/content';
import type { TQuestionImportResult } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';
import { invalidateArea } from '../../../lib/operations';

/** Multipart field `csv`: all or nothing. */
export async function importQuestions({
  examId,
  file,
  onProgress,
}: {
  examId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<TQuestionImportResult> {
  const formData = new FormData();
  formData.append('csv', file);
  return apiUpload(contentOperations.importQuestions, formData, {
    params: { examId },
    onProgress,
  });
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

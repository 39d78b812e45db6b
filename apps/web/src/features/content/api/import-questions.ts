import { contentOperations } from '@prepward/shared/operations/content';
import type {
  TQuestionImportPreview,
  TQuestionImportResult,
} from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';
import { invalidateArea } from '../../../lib/operations';

type QuestionFileUpload = {
  examId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

const formOf = (file: File) => {
  const formData = new FormData();
  formData.append('csv', file);
  return formData;
};

/** Multipart field `csv`: all or nothing; rows with an id update their question. */
export async function importQuestions({
  examId,
  file,
  onProgress,
  skipDuplicates = false,
}: QuestionFileUpload & { skipDuplicates?: boolean }): Promise<TQuestionImportResult> {
  return apiUpload(contentOperations.importQuestions, formOf(file), {
    params: { examId },
    query: skipDuplicates ? { skipDuplicates: 'true' } : undefined,
    onProgress,
  });
}

/** What the file would do, checked by the server and written nowhere. */
export async function previewQuestionImport({
  examId,
  file,
  onProgress,
}: QuestionFileUpload): Promise<TQuestionImportPreview> {
  return apiUpload(contentOperations.previewQuestionImport, formOf(file), {
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

export function usePreviewQuestionImport() {
  return useMutation({ mutationFn: previewQuestionImport });
}

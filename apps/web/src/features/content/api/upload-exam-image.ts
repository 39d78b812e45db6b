import { contentOperations } from '@prepward/shared/operations/content';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';
import { invalidateArea } from '../../../lib/operations';

/** Multipart field `image`, reporting upload progress. */
export async function uploadExamImage({
  examId,
  file,
  onProgress,
}: {
  examId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<TAdminExam> {
  const formData = new FormData();
  formData.append('image', file);
  const { exam } = await apiUpload(contentOperations.setExamImage, formData, {
    params: { examId },
    onProgress,
  });
  return exam;
}

export function useUploadExamImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadExamImage,
    onSuccess: () => invalidateArea(queryClient, 'content'),
  });
}

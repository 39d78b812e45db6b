import { contentOperations } from '@prepward/shared/operations/content';
import { useMutation } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';

/** Multipart field `image`: answers the URL of the stored image. */
export async function uploadImage({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<string> {
  const formData = new FormData();
  formData.append('image', file);
  const { url } = await apiUpload(contentOperations.uploadImage, formData, { onProgress });
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

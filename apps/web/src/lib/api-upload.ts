// Multipart uploads that report their progress (fetch cannot): same token, envelope and
// errors as apiRequest. Kept apart from api-client so only the pages that upload load it.
import type { ApiSuccess } from '@prepward/shared/api';
import type { AccountType } from '@prepward/shared/constants';
import { ApiError, buildUrl, failureOf } from './api-client';
import { getToken } from './storage';

export type UploadProgress = { loaded: number; total: number };

/**
 * Progress reaches 100% when the file is sent; the server may take longer to answer (a large
 * CSV import), which callers show as its own state.
 */
export function apiUpload<T extends object = object>(
  path: string,
  formData: FormData,
  options: {
    method?: 'POST' | 'PATCH' | 'PUT';
    auth?: AccountType;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<ApiSuccess<T>> {
  const { method = 'POST', auth = 'admin', onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, buildUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken(auth);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onerror = () => reject(new ApiError({ status: 0 }));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve((payload ?? { message: 'success', data: { message: '' } }) as ApiSuccess<T>);
      } else {
        reject(failureOf(request.status, payload, auth));
      }
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(formData);
  });
}

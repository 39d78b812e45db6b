// Multipart uploads that report their progress (fetch cannot): same token, envelope and
// errors as apiRequest. Kept apart from api-client so only the pages that upload load it.
import type { ApiSuccess } from '@prepward/shared/api';
import { pathOf, type OperationSpec } from '@prepward/shared/operation';
import { ApiError, buildUrl, failureOf } from './api-client';
import { authOf, type Reply } from './operations';
import { getToken } from './storage';

export type UploadProgress = { loaded: number; total: number };

/**
 * Progress reaches 100% when the file is sent; the server may take longer to answer (a large
 * CSV import), which callers show as its own state.
 */
export function apiUpload<O extends OperationSpec>(
  operation: O,
  formData: FormData,
  options: {
    params?: Record<string, string | number | undefined>;
    query?: Record<string, string | number | boolean | undefined>;
    onProgress?: ((progress: UploadProgress) => void) | undefined;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<Reply<O>> {
  const { params, query, onProgress, signal } = options;
  const auth = authOf(operation.caller);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(operation.method, buildUrl(pathOf(operation.path, params), query));
    request.setRequestHeader('Accept', 'application/json');
    const token = auth === 'none' ? null : getToken(auth);
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
        const success = (payload ?? { message: 'success', data: { message: '' } }) as ApiSuccess;
        resolve(success.data as Reply<O>);
      } else {
        reject(failureOf(request.status, payload, auth, token));
      }
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(formData);
  });
}

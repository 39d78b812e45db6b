// File downloads from the API (CSV exports, question files). The token lives in local storage, so a plain
// link cannot carry it: the file is fetched with the bearer header and handed to the browser.
import { pathOf, type OperationInput, type OperationSpec } from '@prepward/shared/operation';
import { ApiError, buildUrl, failureOf, readJson, type ApiRequestOptions } from './api-client';
import { authOf } from './operations';
import { getToken } from './storage';

export type DownloadOptions = { fallbackName: string };

/** Fetches the file an operation answers; a failure throws an ApiError as apiRequest does. */
export async function apiDownload<O extends OperationSpec>(
  operation: O,
  input: OperationInput<O>,
  options: DownloadOptions,
): Promise<{ fileName: string; blob: Blob; headers: Headers }> {
  const auth = authOf(operation.caller);
  const { params, query } = input as {
    params?: Record<string, string | number | undefined>;
    query?: ApiRequestOptions['query'];
  };
  const headers = new Headers();
  const token = auth === 'none' ? null : getToken(auth);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(pathOf(operation.path, params), query), { headers });
  } catch {
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw failureOf(response.status, await readJson(response), auth, token);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? options.fallbackName;
  return { fileName, blob: await response.blob(), headers: response.headers };
}

/** Hands a blob to the browser as a downloaded file. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the file an operation answers and saves it; answers the file's name. */
export async function downloadFile<O extends OperationSpec>(
  operation: O,
  input: OperationInput<O>,
  options: DownloadOptions,
): Promise<string> {
  const { blob, fileName } = await apiDownload(operation, input, options);
  saveFile(blob, fileName);
  return fileName;
}

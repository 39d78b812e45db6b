// File downloads from the API (CSV exports). The token lives in local storage, so a plain
// link cannot carry it: the file is fetched with the bearer header and handed to the browser.
import type { AccountType } from '@prepward/shared/constants';
import { ApiError, buildUrl, failureOf, readJson, type ApiRequestOptions } from './api-client';
import { getToken } from './storage';

/** Fetches a file; a failure throws an ApiError as apiRequest does. */
export async function apiDownload(
  path: string,
  options: { auth?: AccountType; query?: ApiRequestOptions['query']; fallbackName: string },
): Promise<{ fileName: string; blob: Blob }> {
  const auth = options.auth ?? 'admin';
  const headers = new Headers();
  const token = getToken(auth);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers });
  } catch {
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw failureOf(response.status, await readJson(response), auth);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? options.fallbackName;
  return { fileName, blob: await response.blob() };
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

/** Fetches `path` and saves it as a file; answers the file's name. */
export async function downloadFile(
  path: string,
  options: Parameters<typeof apiDownload>[1],
): Promise<string> {
  const { blob, fileName } = await apiDownload(path, options);
  saveFile(blob, fileName);
  return fileName;
}

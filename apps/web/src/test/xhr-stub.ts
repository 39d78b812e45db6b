import { vi } from 'vitest';

export type XhrReply = { status: number; body: unknown };

export type StubbedUpload = {
  method: string;
  /** Path after /api/v1. */
  path: string;
  /** The query string, '' when none. */
  search: string;
  headers: Record<string, string>;
  body: FormData;
};

/**
 * Replaces XMLHttpRequest (uploads with progress go through it) with one that answers from
 * `handlers`, keyed 'METHOD /path' (after /api/v1), after reporting the upload's progress.
 */
export function stubUploads(
  handlers: Record<string, XhrReply | ((upload: StubbedUpload) => XhrReply)>,
) {
  const uploads: StubbedUpload[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const url = new URL(this.url, 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const upload = { method: this.method, path, search: url.search, headers: this.headers, body };
      uploads.push(upload);
      const handler = handlers[`${this.method} ${path}`];
      const reply =
        typeof handler === 'function'
          ? handler(upload)
          : (handler ?? { status: 501, body: { message: 'No stub', error: 'Stub' } });
      // As a browser does: progress while sending, then the answer.
      setTimeout(() => {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 50,
          total: 100,
        } as ProgressEvent);
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 100,
          total: 100,
        } as ProgressEvent);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}

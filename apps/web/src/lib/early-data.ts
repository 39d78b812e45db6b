// The replies the page asked for before the app started (src/early-data.ts): the app takes one
// instead of asking again when it reads the same address with the same token, once, within a
// few seconds of the page's start.
/** A read the page sent early: its address, the token it carried, when, and its reply. */
export type EarlyRead = { url: string; token: string; at: number; response: Promise<Response> };

/** Where src/early-data.ts leaves its reads for the app. */
export type EarlyReadsHolder = { __earlyReads?: EarlyRead[] };

/** Older than this, an early reply is not taken: the app asks afresh. */
const FRESH_MS = 10_000;

const pending = () => (window as EarlyReadsHolder).__earlyReads;

/** The early reply for a read of `url` with `token`, if there is one; it is taken once. */
export function takeEarlyReply(url: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : pending();
  if (!early || !token) return undefined;
  const index = early.findIndex((entry) => entry.url === url && entry.token === token);
  if (index < 0) return undefined;
  const [entry] = early.splice(index, 1);
  if (performance.now() - entry!.at > FRESH_MS) return undefined;
  return entry!.response;
}

/** Sends a request, or takes the reply to it asked for early (ApiRequestOptions['send']). */
export function sendOrTakeEarly(
  url: string,
  init: RequestInit,
  token: string | null,
): Promise<Response> {
  const early = init.method === 'GET' ? takeEarlyReply(url, token) : undefined;
  return early ? early.catch(() => fetch(url, init)) : fetch(url, init);
}

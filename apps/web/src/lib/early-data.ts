// The replies the page asked for before the app started (src/early-data.ts): the app takes one
// instead of asking again when it reads the same address with the same token, once, within a
// few seconds of the page's start.
/** A read the page sent early: its address, the token it carried, when, and its reply. */
export type EarlyRead = { url: string; token: string; at: number; response: Promise<Response> };

/**
 * Reads the page asks for once one of its first replies has arrived (My Exams: each exam's
 * tests). The early data script asks for them as soon as that reply arrives and lists them
 * when `listed` settles; a read of an address starting with `prefix` waits for that.
 */
export type EarlyFollowUps = { prefix: string; listed: Promise<void> };

/** Where src/early-data.ts leaves its reads for the app. */
export type EarlyReadsHolder = { __earlyReads?: EarlyRead[]; __earlyFollowUps?: EarlyFollowUps };

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
export async function sendOrTakeEarly(
  url: string,
  init: RequestInit,
  token: string | null,
): Promise<Response> {
  if (init.method !== 'GET') return fetch(url, init);
  const followUps = typeof window === 'undefined' ? undefined : followUpsFor(url);
  // Not past the time an early reply is taken in: a first reply that never comes (a stalled
  // connection) must not hold the page's later reads.
  if (followUps) await Promise.race([followUps.listed, delay(FRESH_MS - performance.now())]);
  const early = takeEarlyReply(url, token);
  return early ? early.catch(() => fetch(url, init)) : fetch(url, init);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

function followUpsFor(url: string): EarlyFollowUps | undefined {
  const followUps = (window as EarlyReadsHolder).__earlyFollowUps;
  return followUps && url.startsWith(followUps.prefix) ? followUps : undefined;
}

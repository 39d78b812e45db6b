// Runs before the app, on the student routes' pages (route-shells.ts): asks for the first
// screen's data while the app's code is still on its way, so that on a phone the data are not
// a round trip after the code. The app takes each reply instead of asking again
// (lib/early-data.ts); what it does not take within a few seconds is dropped. It imports
// nothing but types: this file must arrive and run at once, before the app's files.
//
// The addresses are the app's own first reads of each page, written out here for that reason
// (the API's base of lib/api-client.ts, CATALOGUE_PER_PAGE of the All Exams page). The e2e
// test early-data.spec.ts fails when one is not taken, so a change to a page's first read
// shows there.
import type { EarlyRead, EarlyReadsHolder } from './lib/early-data';

const API = '/api/v1';
const CATALOGUE_PER_PAGE = 9;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The reads of a page at `path` with `search`, beyond the layout's. */
function pageReads(path: string, search: URLSearchParams): string[] {
  if (path === '/user/home' && [...search.keys()].length === 0) {
    return [`${API}/user/exam?page=1&perPage=${CATALOGUE_PER_PAGE}`];
  }
  if (path === '/user/my-exams') return [`${API}/user/my-exams`];
  const testId = search.get('testId') ?? '';
  const test = new RegExp(`^/user/my-exams/(${uuid})/(exam|analytics)$`).exec(path);
  if (!test || !new RegExp(`^${uuid}$`).test(testId)) return [];
  const base = `${API}/user/test/${test[1]}/${testId}`;
  return test[2] === 'exam' ? [`${base}/state`, `${base}/questions`] : [`${base}/analytics`];
}

function start() {
  let token: string | null = null;
  try {
    if (localStorage.getItem('accountType') === 'user') token = localStorage.getItem('token');
  } catch {
    return;
  }
  if (!token) return;
  const path = location.pathname.replace(/\/+$/, '');
  const reads = [
    `${API}/user/cart`,
    `${API}/user/preferences`,
    ...pageReads(path, new URLSearchParams(location.search)),
  ];
  const early: EarlyRead[] = reads.map((url) => {
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the app's to handle when it takes the reply (it asks again); one it never
    // takes must not be reported as unhandled.
    response.catch(() => undefined);
    return { url, token, at: performance.now(), response };
  });
  (window as EarlyReadsHolder).__earlyReads = early;
}

start();

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
// Only this script takes it from the app's files: the build writes it into this file.
import { QUESTION_VIEWS_META, type EarlyQuestionViews } from '../student-routes';

const API = '/api/v1';
const CATALOGUE_PER_PAGE = 9;
/** TESTS_PER_PAGE of My Exams' test lists. */
const TESTS_PER_PAGE = 5;
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
  return test[2] === 'exam'
    ? [`${base}/state`, `${base}/questions`, `${base}/notes`]
    : [`${base}/analytics`];
}

/** What of a question says which views it needs (TTestQuestion, as the reply has it). */
type ViewNeeds = { type: string; item?: { layout?: { exhibits?: unknown[] } }; case?: unknown };

/**
 * On the exam page: once the test's questions arrive, asks for the files of the views they
 * need (Next Generation items, exhibits, a case), which the page names in a meta element, so
 * that they come while the app's code is still on its way rather than in a round after it.
 * The app then finds them loaded (question-view.tsx, preloadViewsFor).
 */
function preloadQuestionViews(questions: Promise<Response>) {
  questions
    .then(async (reply) => {
      // This script runs as soon as it arrives, maybe before the rest of the head is read.
      if (document.readyState === 'loading') {
        await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
      }
      const meta = document.querySelector<HTMLMetaElement>(`meta[name="${QUESTION_VIEWS_META}"]`);
      if (!reply.ok || !meta) return;
      const views = JSON.parse(meta.content) as EarlyQuestionViews;
      // A copy: the reply itself is the app's to read.
      const body = (await reply.clone().json()) as { data?: { questions?: ViewNeeds[] } };
      const all = body.data?.questions ?? [];
      const files = new Set([
        ...(all.some((question) => !views.withoutParts.includes(question.type)) ? views.parts : []),
        ...(all.some((question) => question.item?.layout?.exhibits?.length) ? views.exhibits : []),
        ...(all.some((question) => question.case) ? views.case : []),
      ]);
      for (const file of files) {
        const link = document.createElement('link');
        if (file.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
        }
        link.crossOrigin = '';
        link.href = `/${file}`;
        link.dataset.early = '';
        document.head.append(link);
      }
    })
    .catch(() => undefined);
}

/** A read sent now with the student's token, for the app to take. */
function read(url: string, token: string): EarlyRead {
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // A failure is the app's to handle when it takes the reply (it asks again); one it never
  // takes must not be reported as unhandled.
  response.catch(() => undefined);
  return { url, token, at: performance.now(), response };
}

/**
 * On My Exams: once the student's exams arrive, asks for what each exam's card reads next (its
 * latest tests) and the paused tests, as the page would a round trip later, once it has run.
 */
function followMyExams(exams: Promise<Response>, token: string, early: EarlyRead[]) {
  const listed = exams
    .then(async (reply) => {
      if (!reply.ok) return;
      // A copy, taken before the app reads the reply (this callback was registered first).
      const body = (await reply.clone().json()) as { data?: { exams?: { id: string }[] } };
      const ids = (body.data?.exams ?? []).map((exam) => exam.id);
      if (ids.length === 0) return;
      const urls = [
        `${API}/user/test?status=paused&perPage=100`,
        ...ids.map((id) => `${API}/user/test?examId=${id}&page=1&perPage=${TESTS_PER_PAGE}`),
      ];
      early.push(...urls.map((url) => read(url, token)));
    })
    .catch(() => undefined);
  (window as EarlyReadsHolder).__earlyFollowUps = { prefix: `${API}/user/test?`, listed };
}

function start() {
  let token: string | null = null;
  try {
    if (localStorage.getItem('accountType') === 'user') token = localStorage.getItem('token');
  } catch {
    return;
  }
  if (!token) return;
  const signedIn = token;
  const path = location.pathname.replace(/\/+$/, '');
  const reads = [
    `${API}/user/cart`,
    `${API}/user/preferences`,
    ...pageReads(path, new URLSearchParams(location.search)),
  ];
  const early = reads.map((url) => read(url, signedIn));
  (window as EarlyReadsHolder).__earlyReads = early;
  const exams = early.find((entry) => entry.url === `${API}/user/my-exams`);
  if (exams) followMyExams(exams.response, signedIn, early);
  const questions = early.find((entry) => entry.url.endsWith('/questions'));
  if (questions) preloadQuestionViews(questions.response);
}

start();

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_VIEWS_META, type EarlyQuestionViews } from '../student-routes';
import type { EarlyReadsHolder } from './lib/early-data';

const EXAM = '11111111-1111-4111-8111-111111111111';
const TEST = '22222222-2222-4222-8222-222222222222';
const VIEWS: EarlyQuestionViews = {
  withoutParts: ['single_choice', 'multiple_choice', 'fill_in_the_blanks'],
  parts: ['assets/item-view-a.js', 'assets/item-view-a.css'],
  exhibits: ['assets/exhibit-b.js', 'assets/Tabs-c.js'],
  case: ['assets/case-scenario-d.js'],
};

const question = (type: string, extra: object = {}) => ({
  type,
  item: { layout: {} },
  case: null,
  ...extra,
});

/** Runs the early data script on the exam page, the questions' reply being `questions`. */
async function runOnExamPage(questions: object[], { meta = true } = {}) {
  window.history.replaceState(null, '', `/user/my-exams/${EXAM}/exam?testId=${TEST}`);
  localStorage.setItem('accountType', 'user');
  localStorage.setItem('token', 'student-token');
  if (meta) {
    const element = document.createElement('meta');
    element.name = QUESTION_VIEWS_META;
    element.content = JSON.stringify(VIEWS);
    document.head.append(element);
  }
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/questions')
      ? new Response(
          JSON.stringify({ message: 'success', data: { message: 'Questions', questions } }),
        )
      : new Response('{}'),
  );
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  await import('./early-data');
  return fetch;
}

const early = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[data-early]')].map((link) => [
    link.rel,
    link.getAttribute('href'),
  ]);

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

afterEach(() => {
  delete (window as EarlyReadsHolder).__earlyReads;
  delete (window as EarlyReadsHolder).__earlyFollowUps;
});

describe('the early data script on the exam page', () => {
  it("asks for the test's state, its questions and the student's notes on them at once", async () => {
    const fetch = await runOnExamPage([question('single_choice')]);
    const base = `/api/v1/user/test/${EXAM}/${TEST}`;
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/user/cart',
      '/api/v1/user/preferences',
      `${base}/state`,
      `${base}/questions`,
      // The highlights on the stem: a round trip after the page's first render otherwise.
      `${base}/notes`,
    ]);
  });

  it("asks for the views' files the test's questions need, as soon as they arrive", async () => {
    await runOnExamPage([
      question('single_choice'),
      question('matrix'),
      question('single_choice', { case: { id: 'case' } }),
    ]);
    await vi.waitFor(() => expect(early()).toHaveLength(3));
    expect(early()).toEqual([
      ['modulepreload', '/assets/item-view-a.js'],
      ['preload', '/assets/item-view-a.css'],
      ['modulepreload', '/assets/case-scenario-d.js'],
    ]);
  });

  it('asks for the exhibit only for a question with one', async () => {
    await runOnExamPage([
      question('single_choice', {
        item: { layout: { exhibits: [{ title: 'Vitals', html: '' }] } },
      }),
    ]);
    await vi.waitFor(() => expect(early()).toHaveLength(2));
    expect(early().map(([, href]) => href)).toEqual(['/assets/exhibit-b.js', '/assets/Tabs-c.js']);
  });

  it('asks for nothing more for a test of plain questions, and leaves the reply to the app', async () => {
    await runOnExamPage([question('single_choice'), question('fill_in_the_blanks')]);
    const reads = (window as EarlyReadsHolder).__earlyReads ?? [];
    const questions = reads.find((read) => read.url.endsWith('/questions'));
    // The app still reads the whole reply, after the script has looked at its copy.
    const body = (await (await questions!.response).json()) as { data: { questions: unknown[] } };
    expect(body.data.questions).toHaveLength(2);
    expect(early()).toEqual([]);
  });

  it('asks for nothing more on a page that names no views', async () => {
    await runOnExamPage([question('matrix')], { meta: false });
    const reads = (window as EarlyReadsHolder).__earlyReads ?? [];
    await reads.find((read) => read.url.endsWith('/questions'))!.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early()).toEqual([]);
  });
});

/** Runs the early data script on My Exams, the student's exams being `exams`. */
async function runOnMyExams(exams: { id: string }[]) {
  window.history.replaceState(null, '', '/user/my-exams');
  localStorage.setItem('accountType', 'user');
  localStorage.setItem('token', 'student-token');
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/user/my-exams')
      ? new Response(JSON.stringify({ message: 'success', data: { message: 'Exams', exams } }))
      : new Response('{}'),
  );
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  await import('./early-data');
  return fetch;
}

describe('the early data script on My Exams', () => {
  it("asks for each exam's latest tests and the paused tests once the exams arrive", async () => {
    const fetch = await runOnMyExams([{ id: EXAM }, { id: TEST }]);
    const holder = window as EarlyReadsHolder;
    await holder.__earlyFollowUps!.listed;
    const urls = [
      '/api/v1/user/cart',
      '/api/v1/user/preferences',
      '/api/v1/user/my-exams',
      '/api/v1/user/test?status=paused&perPage=100',
      `/api/v1/user/test?examId=${EXAM}&page=1&perPage=5`,
      `/api/v1/user/test?examId=${TEST}&page=1&perPage=5`,
    ];
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(urls);
    expect(holder.__earlyReads!.map((read) => read.url)).toEqual(urls);
    // The app still reads the exams' reply whole, after the script has read its copy.
    const exams = holder.__earlyReads!.find((read) => read.url.endsWith('/my-exams'))!;
    const body = (await (await exams.response).json()) as { data: { exams: unknown[] } };
    expect(body.data.exams).toHaveLength(2);
  });

  it('asks for nothing more when the student has no exams', async () => {
    const fetch = await runOnMyExams([]);
    await (window as EarlyReadsHolder).__earlyFollowUps!.listed;
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

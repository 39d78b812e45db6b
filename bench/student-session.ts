// The signed-in student the Lighthouse benchmark measures pages as, made through the HTTP API
// like a real one: sign-up (the code read from the server's outbox), verification, sign-in,
// a month of access to the first demo exam given by an administrator (manual allocation), a
// timed practice test left running and a mock answered and ended (for its analytics); and the
// browser signed in as that student.
import type { Browser } from 'puppeteer-core';
import { readCode } from './embedded-database-students';
import { ADMIN } from './embedded-database-server';
import { sleep } from './mock-exam';

type Question = { id: string; type: string; options: { id: string }[] };

export type BenchStudent = {
  token: string;
  user: Record<string, unknown>;
  examId: string;
  /** The running practice test: its exam page's address, as the app navigates there. */
  practicePath: string;
  /** The ended mock's analytics page. */
  analyticsPath: string;
};

export async function makeStudent(baseUrl: string, dataDir: string): Promise<BenchStudent> {
  const call = async <T>(method: string, path: string, token: string, body?: object) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };

  // (The outbox's file names keep letters and digits of the address.)
  const email = `lighthouse${Date.now()}@example.com`;
  const password = 'Lighthouse2024';
  await call('POST', '/user/onboarding/signup', '', {
    firstName: 'Ama',
    lastName: 'Owusu',
    email,
    password,
    profession: 'Nurses',
    country: 'Ghana',
  });
  let code = readCode(dataDir, email);
  for (let waited = 0; code === null; waited += 1) {
    if (waited > 600) throw new Error(`no sign-up code for ${email}`);
    await sleep(100);
    code = readCode(dataDir, email);
  }
  await call('POST', '/user/onboarding/verify', '', { email, otp: code });
  const { jwt: token, user } = await call<{ jwt: string; user: Record<string, unknown> }>(
    'POST',
    '/user/onboarding/login',
    '',
    { email, password },
  );

  const admin = await call<{ jwt: string }>('POST', '/admin/onboarding/authenticate', '', ADMIN);
  const { exams } = await call<{ exams: { id: string }[] }>('GET', '/user/exam?perPage=10', token);
  const examId = exams[0]!.id;
  await call('POST', '/admin/sales/add/', admin.jwt, {
    userID: user.id,
    examID: examId,
    months: 1,
  });

  // A mock, its questions answered, then ended.
  const mock = await call<{ testId: string }>('POST', `/user/test/${examId}`, token, {
    type: 'mock',
  });
  const { questions } = await call<{ questions: Question[] }>(
    'GET',
    `/user/test/${examId}/${mock.testId}`,
    token,
  );
  // One answer at a time, in the first form the item takes: a choice, a word, or (an ordering,
  // a Next Generation item) all its options; an item none of these fit stays unanswered.
  for (const [index, question] of questions.entries()) {
    const option = question.options[index % Math.max(1, question.options.length)];
    const forms =
      question.options.length === 0
        ? [{ answerText: 'bench' }]
        : [
            question.type === 'multiple_choice'
              ? { options: [option!.id] }
              : { option: option!.id },
            { options: question.options.map(({ id }) => id) },
            { options: [option!.id] },
          ];
    for (const form of forms) {
      const answered = await call('POST', `/user/test/${examId}/${mock.testId}`, token, {
        testId: mock.testId,
        answers: [{ questionId: question.id, ...form, timeSpentSeconds: 20 + (index % 40) }],
      }).then(
        () => true,
        (error: Error) => {
          if (!/: 400 /.test(error.message)) throw error;
          return false;
        },
      );
      if (answered) break;
    }
  }
  await call('POST', `/user/test/${examId}/${mock.testId}/end`, token);

  // A practice test as the app's dialog starts it (30 questions, all of them, timed), with
  // three hours on the clock instead of the default 20 minutes so that it runs through every
  // measurement; started last and left running.
  const practice = await call<{ testId: string; endTime: string | null }>(
    'POST',
    `/user/test/${examId}`,
    token,
    { type: 'practice', questions: 30, questionMode: 'all', timed: true, minutes: 180 },
  );
  const query = new URLSearchParams({ testId: practice.testId });
  if (practice.endTime) query.set('endTime', practice.endTime);
  return {
    token,
    user,
    examId,
    practicePath: `/user/my-exams/${examId}/exam?${query.toString()}`,
    analyticsPath: `/user/my-exams/${examId}/analytics?testId=${mock.testId}`,
  };
}

/** Signs the browser in as the student: what sign-in stores (lib/storage.ts in the web app). */
export async function signIn(browser: Browser, baseUrl: string, student: BenchStudent) {
  const page = await browser.newPage();
  // A small same-origin response to open the origin on, without running the app.
  await page.goto(`${baseUrl}/api/v1/health`);
  await page.evaluate(
    ({ token, user }) => {
      // Runs in the page (this package has no DOM types).
      const storage = (
        globalThis as unknown as {
          localStorage: {
            setItem: (key: string, value: string) => void;
          };
        }
      ).localStorage;
      storage.setItem('token', token);
      storage.setItem('accountType', 'user');
      storage.setItem('userData', JSON.stringify({ userData: user, cartUpdated: false }));
    },
    { token: student.token, user: student.user },
  );
  await page.close();
}

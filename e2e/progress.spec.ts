// Study tools end to end: a practice test aimed at the weakest subjects draws them first, and
// the Progress page after several mocks (weekly score and percentile charts, the mocks with
// their percentiles, the readiness with its range and what it is not), with the readiness
// hidden before the first mock. Answers go in through the API, with the answer key an
// administrator reads; what the student sees is checked in the browser.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoSeriousAccessibilityViolations,
  saveScreenshot,
  watchConsole,
} from './fixtures/pages';
import {
  bearer,
  dataOf,
  nursingStudent,
  NURSING,
  type NursingStudent,
} from './fixtures/nursing-student';
import { adminToken, storeSession } from './fixtures/sessions';

const WEAK = 'Mental Health Nursing';
const STRONG = 'Reduction of Risk Potential';

type Student = NursingStudent;
type KeyedQuestion = {
  id: string;
  type: string;
  subjectName: string;
  question: string;
  answer: string | null;
  options: { id: string; answer: boolean }[];
};

// Admin sign-in is rate limited per email: one token per worker.
let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

/** The exam's subjects by name, and every question's answer key, as an administrator reads it. */
async function answerKey(request: APIRequestContext, student: Student) {
  const { exam } = await dataOf<{
    exam: { courses: { subjects: { id: string; name: string }[] }[] };
  }>(await request.get(`/api/v1/user/exam/${student.examId}`, { headers: bearer(student.token) }));
  const subjects = new Map(
    exam.courses.flatMap((course) => course.subjects).map((subject) => [subject.name, subject.id]),
  );
  const key = new Map<string, KeyedQuestion>();
  for (const subjectId of subjects.values()) {
    const { questions } = await dataOf<{ questions: KeyedQuestion[] }>(
      await request.get(`/api/v1/admin/exam/subject/${subjectId}/question`, {
        headers: bearer(admin),
        params: { perPage: 100 },
      }),
    );
    for (const question of questions) key.set(question.id, question);
  }
  return { subjects, key };
}

/** The first words of a question's stem as the page shows them. */
const stemStart = (question: KeyedQuestion) =>
  question.question
    .replace(/<[^>]+>/g, '')
    .split(/&[#\w]+;/)[0]!
    .trim()
    .slice(0, 40);

/** An answer that is right, or one that is surely wrong. */
function answerTo(question: KeyedQuestion, right: boolean) {
  const answer = { questionId: question.id, timeSpentSeconds: 45 };
  if (question.type === 'fill_in_the_blanks') {
    return { ...answer, answerText: right ? question.answer! : 'no idea at all' };
  }
  const correct = question.options.filter((option) => option.answer).map((option) => option.id);
  const wrong = question.options.find((option) => !option.answer)!.id;
  if (question.type === 'single_choice') return { ...answer, option: right ? correct[0] : wrong };
  return { ...answer, options: right ? correct : [wrong] };
}

/**
 * Starts a test through the API, answers it (`right(index)` says which answers are right),
 * and ends it.
 */
async function takeTest(
  request: APIRequestContext,
  student: Student,
  key: Map<string, KeyedQuestion>,
  body: object,
  right: (index: number) => boolean,
) {
  const { testId } = await dataOf<{ testId: string }>(
    await request.post(`/api/v1/user/test/${student.examId}`, {
      headers: bearer(student.token),
      data: body,
    }),
  );
  const { questions } = await dataOf<{ questions: { id: string }[] }>(
    await request.get(`/api/v1/user/test/${student.examId}/${testId}/questions`, {
      headers: bearer(student.token),
    }),
  );
  await dataOf(
    await request.post(`/api/v1/user/test/${student.examId}/${testId}`, {
      headers: bearer(student.token),
      data: {
        testId,
        answers: questions.map((question, index) => answerTo(key.get(question.id)!, right(index))),
      },
    }),
  );
  await dataOf(
    await request.post(`/api/v1/user/test/${student.examId}/${testId}/end`, {
      headers: bearer(student.token),
    }),
  );
}

async function fitsThePhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
}

test('weakest subjects first: a practice test opens with the subject answered worst', async ({
  page,
  request,
}, testInfo) => {
  const student = await nursingStudent(request, admin, 'aimed');
  const { subjects, key } = await answerKey(request, student);
  // Five or more answers make a subject's score count: every one wrong in one, right in another.
  const practice = { type: 'practice', questions: 6, timed: false };
  await takeTest(
    request,
    student,
    key,
    { ...practice, subjectIds: [subjects.get(WEAK)] },
    () => false,
  );
  await takeTest(
    request,
    student,
    key,
    { ...practice, subjectIds: [subjects.get(STRONG)] },
    () => true,
  );

  await storeSession(page, 'user', student.token);
  const errors = watchConsole(page);
  await page.goto('/user');
  await page.getByRole('button', { name: `Start Test by Subject: ${NURSING}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Start subject-based test' });
  await dialog.getByRole('combobox', { name: 'Subjects' }).click();
  await page.getByRole('option', { name: STRONG }).click();
  await page.getByRole('option', { name: WEAK }).click();
  await dialog.getByRole('heading', { name: 'Start subject-based test' }).click();
  await dialog.getByRole('textbox', { name: 'Number of questions' }).fill('4');
  await dialog.getByRole('radio', { name: 'Weakest subjects first' }).check();
  await expect(dialog.getByText(/your test will have 4\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Start test', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();

  // The exam page shows a question's stem, not its subject: the test's questions, in the order
  // shown, are matched to the answer key's subjects, and the first stem on screen to the first.
  const testId = new URL(page.url()).searchParams.get('testId');
  const { questions } = await dataOf<{ questions: { id: string }[] }>(
    await request.get(`/api/v1/user/test/${student.examId}/${testId}/questions`, {
      headers: bearer(student.token),
    }),
  );
  expect(questions.map((question) => key.get(question.id)!.subjectName)).toEqual([
    WEAK,
    WEAK,
    WEAK,
    WEAK,
  ]);
  await expect(page.getByRole('main')).toContainText(stemStart(key.get(questions[0]!.id)!));
  await saveScreenshot(page, testInfo, 'aimed-test-desktop');
  await fitsThePhone(page);
  await saveScreenshot(page, testInfo, 'aimed-test-phone');
  expect(errors).toEqual([]);
});

test('progress after several mocks: weekly and percentile charts, the mocks and the readiness', async ({
  page,
  request,
}, testInfo) => {
  const student = await nursingStudent(request, admin, 'progress');
  const { key } = await answerKey(request, student);
  // Another student's mock, so every mock of this student has a percentile.
  const peer = await nursingStudent(request, admin, 'progress-peer');
  await takeTest(request, peer, key, { type: 'mock' }, (index) => index % 2 === 0);

  await storeSession(page, 'user', student.token);
  const errors = watchConsole(page);
  // Before any answer, the readiness says what it needs.
  await page.goto(`/user/my-exams/${student.examId}/progress`);
  const readiness = page.getByRole('region', { name: 'Readiness' });
  await expect(
    readiness.getByText('Finish a mock and answer 40 more questions to see your readiness.'),
  ).toBeVisible();
  await expect(readiness).toContainText('pass mark of 65%');

  // Three mocks of 40, better each time: 20, 28 and 34 right.
  for (const score of [20, 28, 34]) {
    await takeTest(request, student, key, { type: 'mock' }, (index) => index < score);
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const weeks = page.getByRole('region', { name: 'Week by week' });
  await expect(weeks.getByRole('row', { name: /68\.33% \(82 \/ 120\)/ })).toBeVisible();
  await expect(weeks.locator('.recharts-surface')).toBeVisible();

  const mocks = page.getByRole('region', { name: 'Mock exams' });
  await expect(mocks.getByRole('row')).toHaveCount(4);
  await expect(mocks.getByRole('row', { name: /^1 .* 50\.00% \d+\.\d{2}%$/ })).toBeVisible();
  await expect(mocks.getByRole('row', { name: /^3 .* 85\.00% \d+\.\d{2}%$/ })).toBeVisible();
  await expect(mocks.getByText('Percentile across your mocks')).toBeVisible();
  await expect(mocks.locator('.recharts-surface')).toBeVisible();

  await expect(readiness.getByText(/^About \d{1,2}%$/)).toBeVisible();
  await expect(readiness.getByText(/^(Likely|Borderline|Not yet)$/)).toBeVisible();
  await expect(readiness).toContainText(/would likely score \d{1,3}–\d{1,3}%/);
  await expect(readiness).toContainText('a model of this site’s data about you and other students');
  await expect(readiness).toContainText('not a promise and not the exam board’s scoring');
  await expectNoSeriousAccessibilityViolations(page, 'progress');
  await saveScreenshot(page, testInfo, 'readiness-desktop');
  await fitsThePhone(page);
  await saveScreenshot(page, testInfo, 'readiness-phone');

  // The dashboard's card: this week's questions and the exam's readiness, linked.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user');
  const card = page.getByRole('region', { name: 'Your progress' });
  await expect(card.getByRole('row', { name: /^Questions done 120 / })).toBeVisible();
  await expect(card.getByText(/^About \d{1,2}% chance of the pass mark of 65%/)).toBeVisible();
  await expect(card.getByRole('link', { name: `Open progress: ${NURSING}` })).toHaveAttribute(
    'href',
    `/user/my-exams/${student.examId}/progress`,
  );
  await expectNoSeriousAccessibilityViolations(page, 'dashboard');
  await saveScreenshot(page, testInfo, 'progress-card-desktop');
  await fitsThePhone(page);
  await saveScreenshot(page, testInfo, 'progress-card-phone');
  expect(errors).toEqual([]);
});

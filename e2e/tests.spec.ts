// Test taking end to end: a practice test by subject, a mock exam to its analytics, the free
// trial, the timer's format at one hour, and a whole test done with the keyboard alone.
// Students get access the way an administrator gives it: manual allocation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  watchConsole,
  expectNoSeriousAccessibilityViolations,
  saveScreenshot,
} from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const NURSING = 'Registered Nurse Licensure Practice (NCLEX-style)';
const SUBJECT = 'Pharmacological Therapies';

type Envelope<T> = { message: string; data: T };
type Student = Awaited<ReturnType<typeof createStudent>>;

// Admin sign-in is rate limited per email: one token per worker.
let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo exam's id, from the student catalogue. */
async function nursingExamId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/v1/user/exam', {
    headers: bearer(token),
    params: { search: 'Registered Nurse', perPage: 10 },
  });
  if (!response.ok()) throw new Error(`catalogue failed: ${await response.text()}`);
  const { data } = (await response.json()) as Envelope<{ exams: { id: string; name: string }[] }>;
  const exam = data.exams.find((item) => item.name === NURSING);
  if (!exam) throw new Error(`${NURSING} is not in the catalogue`);
  return exam.id;
}

/** A student with a month of access to the nursing exam, given by manual allocation. */
async function studentWithAccess(request: APIRequestContext, label: string) {
  const student = await createStudent(request, label);
  const examId = await nursingExamId(request, student.token);
  const allocation = await request.post('/api/v1/admin/sales/add/', {
    headers: bearer(admin),
    data: { userID: student.user.id, examID: examId, months: 1 },
  });
  if (!allocation.ok()) throw new Error(`manual allocation failed: ${await allocation.text()}`);
  return { ...student, examId };
}

async function startByApi(
  request: APIRequestContext,
  student: Student,
  examId: string,
  body: object,
) {
  const response = await request.post(`/api/v1/user/test/${examId}`, {
    headers: bearer(student.token),
    data: body,
  });
  if (!response.ok()) throw new Error(`start failed: ${await response.text()}`);
  return ((await response.json()) as Envelope<{ testId: string; endTime: string | null }>).data;
}

const examUrl = (examId: string, test: { testId: string; endTime: string | null }) =>
  `/user/my-exams/${examId}/exam?testId=${test.testId}${test.endTime ? `&endTime=${encodeURIComponent(test.endTime)}` : ''}`;

const questionHeading = (page: Page) =>
  page.getByRole('heading', { name: /^Question \d+ of \d+$/ });

/** Answers the question on screen with its first option (or a word), by mouse. */
async function answerOnScreen(page: Page) {
  const text = page.getByLabel('Your answer');
  if (await text.count()) await text.fill('unsure');
  else await page.locator('input[type="radio"], input[type="checkbox"]').first().check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

const isChoiceQuestion = async (page: Page) =>
  (await page.locator('input[type="radio"], input[type="checkbox"]').count()) > 0;

test('a practice test by subject: answer, percentages and explanation, wrap around, pause, reload, resume, end', async ({
  page,
  request,
}, testInfo) => {
  const student = await studentWithAccess(request, 'practice');
  await storeSession(page, 'user', student.token);
  const errors = watchConsole(page);

  await page.goto('/user');
  await page.getByRole('button', { name: `Start Test by Subject: ${NURSING}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Start subject-based test' });
  await expect(dialog.getByRole('textbox', { name: 'Number of questions' })).toHaveValue('30');
  await dialog.getByRole('combobox', { name: 'Subjects' }).click();
  await page.getByRole('option', { name: SUBJECT }).click();
  await dialog.getByRole('heading', { name: 'Start subject-based test' }).click();
  await expect(dialog.getByText(/questions? match/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Number of questions' }).fill('5');
  await expect(dialog.getByText(/your test will have 5\./)).toBeVisible();
  // Aimed at weaknesses: a new student's subjects all count alike, so this draws as before.
  await dialog.getByRole('radio', { name: 'Weakest subjects first' }).check();
  await expect(dialog.getByRole('group', { name: 'Difficulty' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'start-dialog-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, testInfo, 'start-dialog-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Start test', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/my-exams\/[^/]+\/exam\?testId=[^&]+&endTime=/);
  await expect(page.getByText('Exam Started Successfully')).toBeVisible();
  await expect(questionHeading(page)).toHaveText('Question 1 of 5');
  await expect(page.getByRole('timer')).toHaveText(/^(20:00|19:5\d)$/);
  await expectNoSeriousAccessibilityViolations(page);

  // Answer until a choice question shows its percentages and explanation.
  let answered = 0;
  let choiceAnswered = 0;
  for (let position = 1; position <= 5 && choiceAnswered === 0; position += 1) {
    const choice = await isChoiceQuestion(page);
    await answerOnScreen(page);
    answered = position;
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    if (choice) {
      choiceAnswered = position;
      await expect(
        page.getByText(/^\d{1,3}\.\d{2}% of students chose this$/).first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    } else {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
  }
  expect(choiceAnswered).toBeGreaterThan(0);
  await expectNoSeriousAccessibilityViolations(page);
  await saveScreenshot(page, testInfo, 'practice-answered-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled: right after the resize, the side navigation is still sliding away.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'practice-answered-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Previous from the first question wraps to the last; Next from the last to the first.
  await page.getByRole('button', { name: /^Question 1,/ }).click();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(questionHeading(page)).toHaveText('Question 5 of 5');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(questionHeading(page)).toHaveText('Question 1 of 5');

  // Pause: the clock stops, on the server too, and a reload keeps it stopped.
  await page.getByRole('button', { name: 'Pause exam' }).click();
  await expect(page.getByText('Exam paused', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Exam paused' })).toBeVisible();
  const pausedAt = await page.getByRole('timer').textContent();
  const stored = await page.evaluate(
    (examId) => window.localStorage.getItem(`pausedTime:${examId}`),
    student.examId,
  );
  expect(Number(stored)).toBeGreaterThan(0);
  // The page's clock is the test's: five seconds pass at once, and the paused timer stays.
  await page.clock.install();
  // The browser kept the test's questions: the reload revalidates them (a 304, no text moves).
  const questionsRead = page.waitForResponse((response) =>
    /\/api\/v1\/user\/test\/[^/]+\/[^/]+\/questions$/.test(response.url()),
  );
  await page.reload();
  // (The page sees the kept copy as a 200; the request shows the revalidation. Its ETag may
  // have moved meanwhile: it takes in any question's edit, and other journeys edit some.)
  const questions = await questionsRead;
  expect(await questions.headerValue('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  expect(await questions.request().headerValue('if-none-match')).toMatch(/^"[0-9a-f]{32}"$/);
  await expect(page.getByRole('heading', { name: 'Exam paused' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(pausedAt!);
  await page.clock.fastForward(5000);
  await expect(page.getByRole('timer')).toHaveText(pausedAt!);

  await page.getByRole('button', { name: 'Resume exam' }).click();
  await expect(page.getByText('Exam resumed')).toBeVisible();
  expect(
    await page.evaluate(
      (examId) => window.localStorage.getItem(`pausedTime:${examId}`),
      student.examId,
    ),
  ).toBeNull();
  // What was answered before the reload is still answered and revealed.
  await page.getByRole('button', { name: new RegExp(`^Question ${choiceAnswered},`) }).click();
  await expect(page.getByText(/% of students chose this$/).first()).toBeVisible();
  await expect(page.getByText(`${answered} of 5 answered`)).toBeVisible();

  await page.getByRole('button', { name: 'End Exam' }).click();
  await page
    .getByRole('dialog', { name: 'End the exam?' })
    .getByRole('button', { name: 'End Exam' })
    .click();
  await expect(page).toHaveURL(/\/user\/my-exams$/);

  const history = await request.get('/api/v1/user/test', { headers: bearer(student.token) });
  const { data } = (await history.json()) as Envelope<{
    tests: { status: string; answeredCount: number }[];
  }>;
  expect(data.tests[0]).toMatchObject({ status: 'ended', answeredCount: answered });
  expect(errors).toEqual([]);
});

test('a mock exam: the exam’s count and time, answers changeable, then its analytics', async ({
  page,
  request,
}, testInfo) => {
  const student = await studentWithAccess(request, 'mock');
  await storeSession(page, 'user', student.token);

  await page.goto('/user');
  await page.getByRole('button', { name: `Start Mock Exam: ${NURSING}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Start mock exam' });
  await expect(dialog.getByText('40 questions from across the exam')).toBeVisible();
  await expect(dialog.getByText('60 minutes; the clock cannot be paused')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start mock exam' }).click();

  await expect(questionHeading(page)).toHaveText('Question 1 of 40');
  await expect(page.getByRole('button', { name: 'Pause exam' })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveText(/^(01:00:00|59:\d\d)$/);

  // Picks are kept without Submit, as on the real exam; a typed answer when moving on.
  for (let question = 1; question <= 3; question += 1) {
    const text = page.getByLabel('Your answer');
    if (await text.count()) {
      await text.fill('unsure');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      continue;
    }
    await page.locator('input[type="radio"], input[type="checkbox"]').first().check();
    await expect(page.getByText('Answer saved. You can change it until the end.')).toBeVisible();
    await expect(page.getByText(/of students chose this/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Explanation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByText('3 of 40 answered')).toBeVisible();
  // Change the first answer when it is a choice question: the new pick is kept at once.
  await page.getByRole('button', { name: /^Question 1,/ }).click();
  if (await isChoiceQuestion(page)) {
    await page.locator('input[type="radio"], input[type="checkbox"]').nth(1).check();
    await expect(page.getByText('Answer saved. You can change it until the end.')).toBeVisible();
  }

  await page.getByRole('button', { name: 'End Exam' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End the exam?' });
  await expect(endDialog.getByText('37 questions are still unanswered.')).toBeVisible();
  await endDialog.getByRole('button', { name: 'End Exam' }).click();
  await expect(page).toHaveURL(/\/user\/my-exams\/[^/]+\/analytics\?testId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock exam analytics' })).toBeVisible();
  await expect(page.getByText(/^\d+ \/ 40$/)).toBeVisible();
  await expect(page.getByText('Percentile', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Figures about other students .* as of /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By course and subject' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: /^Question 1 / }).click();
  await expect(page.getByText(/% of students chose this|Correct answer:/).first()).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await saveScreenshot(page, testInfo, 'mock-analytics-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  // Polled: right after the resize, toasts and panels may still be moving to their new place.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'mock-analytics-phone');

  // Progress over time: this week's answers and the mock with its percentile.
  const examId = /\/user\/my-exams\/([^/]+)\/analytics/.exec(page.url())![1]!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/user/my-exams/${examId}/progress`);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const mocks = page.getByRole('region', { name: 'Mock exams' });
  await expect(mocks.getByRole('row')).toHaveCount(2);
  const weeks = page.getByRole('region', { name: 'Week by week' });
  // The week's score counts the answers given (the mock's unanswered questions do not).
  await expect(weeks.getByRole('row', { name: /\d+\.\d{2}% \(\d+ \/ \d+\)/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'progress-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'progress-phone');
});

test('a free trial: 20 questions, no timer, no report, one per exam', async ({ page, request }) => {
  const student = await createStudent(request, 'trial');
  await storeSession(page, 'user', student.token);

  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'You have no exams yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Try a free trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Free trial' });
  await dialog.getByRole('combobox', { name: 'Exam' }).click();
  await page.getByRole('option', { name: NURSING }).click();
  await dialog.getByRole('button', { name: 'Start free trial' }).click();

  await expect(page).toHaveURL(/\/exam\?testId=[^&]+$/);
  await expect(questionHeading(page)).toHaveText('Question 1 of 20');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tag' })).toBeVisible();
  await answerOnScreen(page);
  await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();

  // On a phone the page fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(questionHeading(page)).toBeVisible();
  // Polled: right after the resize, toasts and panels may still be moving to their new place.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  // Asking again gives the same free trial.
  const testId = new URL(page.url()).searchParams.get('testId');
  const again = await startByApi(request, student, await nursingExamId(request, student.token), {
    type: 'free-trial',
    questions: 50,
  });
  expect(again).toEqual({ ...again, testId, endTime: null });

  await page.getByRole('button', { name: 'End Exam' }).click();
  await page
    .getByRole('dialog', { name: 'End the exam?' })
    .getByRole('button', { name: 'End Exam' })
    .click();
  await expect(page).toHaveURL(/\/user\/my-exams$/);
});

test('a question a student reports reaches the staff, who resolve it with a note', async ({
  page,
  browser,
  request,
}) => {
  const student = await studentWithAccess(request, 'reporter');
  const started = await startByApi(request, student, student.examId, {
    type: 'practice',
    questions: 2,
  });
  await storeSession(page, 'user', student.token);
  await page.goto(examUrl(student.examId, started));
  await expect(questionHeading(page)).toHaveText('Question 1 of 2');
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report question 1' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  const reason = `Option B is also right (${student.email})`;
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Your report was sent to our team.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const staff = await browser.newPage();
  await storeSession(staff, 'admin', admin);
  await staff.goto('/admin/dashboard/reports');
  await staff.getByRole('button', { name: `Resolve report: ${reason}` }).click();
  const resolve = staff.getByRole('dialog', { name: 'Resolve report' });
  await resolve.getByLabel(/Note/).fill('Reworded option B');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(staff.getByText('Report resolved')).toBeVisible();
  await expect(staff.getByRole('button', { name: `Resolve report: ${reason}` })).toHaveCount(0);

  // The status switch is a segmented control: its radio is hidden behind the label.
  await staff.locator('label', { hasText: /^Resolved$/ }).click();
  await expect(staff).toHaveURL(/status=resolved/);
  const row = staff.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Reworded option B');
  await staff.close();
});

test('the timer shows hh:mm:ss from one hour and mm:ss below it', async ({ page, request }) => {
  const student = await studentWithAccess(request, 'timer');
  const started = await startByApi(request, student, student.examId, {
    type: 'practice',
    questions: 3,
    minutes: 61,
  });
  await storeSession(page, 'user', student.token);
  await page.clock.install();
  await page.goto(examUrl(student.examId, started));
  await expect(page.getByRole('timer')).toHaveText(/^01:00:[0-5]\d$/);
  await page.clock.fastForward('01:05');
  await expect(page.getByRole('timer')).toHaveText(/^59:\d\d$/);
});

test('a whole test with the keyboard alone', async ({ page, request }) => {
  const student = await createStudent(request, 'keyboard');
  const examId = await nursingExamId(request, student.token);
  const started = await startByApi(request, student, examId, { type: 'free-trial' });
  await storeSession(page, 'user', student.token);
  await page.goto(examUrl(examId, started));
  await expect(questionHeading(page)).toHaveText('Question 1 of 20');

  const focusedLabel = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
  /** Tabs (forwards or back) until the focused element matches. */
  async function tabTo(matches: (label: string, tag: string) => boolean, backwards = false) {
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const tag = await page.evaluate(() => document.activeElement?.tagName ?? '');
      if (matches(await focusedLabel(), tag)) return;
    }
    throw new Error('focus never reached the element');
  }

  for (let question = 1; question <= 20; question += 1) {
    await expect(questionHeading(page)).toHaveText(`Question ${question} of 20`);
    if (await page.getByLabel('Your answer').count()) {
      await tabTo((_label, tag) => tag === 'INPUT');
      await page.keyboard.type('unsure');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
    } else {
      await page.keyboard.press('a');
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByText('20 of 20 answered')).toBeVisible();

  await tabTo((label) => label === 'End Exam', true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'End the exam?' })).toBeVisible();
  await tabTo((label) => label === 'End Exam');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/my-exams$/);

  const detail = await request.get(`/api/v1/user/test/${examId}/${started.testId}`, {
    headers: bearer(student.token),
  });
  const { data } = (await detail.json()) as Envelope<{
    test: { status: string; answeredCount: number };
  }>;
  expect(data.test).toMatchObject({ status: 'ended', answeredCount: 20 });
});

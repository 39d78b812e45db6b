// The study plan over simulated days: the server's day is set on this journey's own requests
// (X-Test-Now; a test server only) and the page's clock to the same moment, never by
// sleeping. A new student with an exam sets a plan in the dialog, answers practice questions
// (some wrong) and sees the day's question progress move; the wrong answers' cards are due,
// reviewed (Good) and the card progress moves; the next day they are due again and reviewed
// again; that evening the reminder sweep mails the day's targets, whose link turns reminders
// off; the day after is a rest day. At desktop and phone widths.
//
// Answers and the cards they make keep the real time (test taking never goes by the test
// clock), so the first simulated day is today, half an hour on, in a time zone where it is
// late morning now: the answers fall on that day whatever the hour the journey runs at.
import { expect, test, type Page } from '@playwright/test';
import { mailsFor } from './fixtures/mail-receiver';
import {
  expectNoSeriousAccessibilityViolations,
  saveScreenshot,
  watchConsole,
} from './fixtures/pages';
import {
  answerWrong,
  bearer,
  nursingStudent,
  NURSING,
  oneQuestionTest,
  type KeyQuestion,
} from './fixtures/nursing-student';
import { adminToken, storeSession } from './fixtures/sessions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A zone where it is about 11:00 now: Etc/GMT-N is UTC+N (the IANA names' sign is reversed). */
function lateMorningZone(): string {
  let offset = 11 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
const ZONE = lateMorningZone();
test.use({ timezoneId: ZONE });

/** The calendar day at `at` in the journey's zone, YYYY-MM-DD. */
const localDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
/** The weekday's name at `at` in the journey's zone. */
const localWeekday = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long' }).format(at);

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

/** An answer in the API's shape, right or wrong. */
function answerOf(key: KeyQuestion, right: boolean) {
  if (key.type === 'fill_in_the_blanks') {
    return { questionId: key.id, answerText: right ? key.answer! : 'certainly not this' };
  }
  const chosen = key.options.filter((option) => option.answer === right).map((o) => o.id);
  return key.type === 'single_choice'
    ? { questionId: key.id, option: chosen[0] }
    : { questionId: key.id, options: right ? chosen : chosen.slice(0, 1) };
}

/** Moves this journey to `at`: the server's day for its requests, and the page's clock. */
async function simulate(page: Page, at: Date) {
  const headers = test.info().project.use.extraHTTPHeaders ?? {};
  await page.context().setExtraHTTPHeaders({ ...headers, 'X-Test-Now': at.toISOString() });
  await page.clock.setFixedTime(at);
}

/** Reviews every due card of the exam as Good, by keyboard (Space shows the back, 3 is Good). */
async function reviewAllGood(page: Page, count: number) {
  await page.getByRole('link', { name: 'Review cards' }).click();
  await expect(page.getByText(`${count} left`)).toBeVisible();
  for (let left = count; left > 0; left -= 1) {
    await expect(page.getByText(`${left} left`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: 'Back' })).toBeVisible();
    await page.keyboard.press('3');
  }
  await expect(page.getByRole('heading', { name: 'Done for now' })).toBeVisible();
}

/**
 * A received mail as text: its headers unfolded (a long one goes on over indented lines), its
 * quoted-printable body decoded (soft line breaks joined, =XX escapes undone).
 */
function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return headers + body;
}

test('a study plan over simulated days: targets, progress, cards due again, the reminder and its off link, a rest day', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchConsole(page);
  const student = await nursingStudent(request, admin, 'study-plan');
  const dayOne = new Date(Date.now() + HOUR / 2);
  const dayTwo = new Date(dayOne.getTime() + DAY);
  const restDay = new Date(dayOne.getTime() + 2 * DAY);
  const restWeekday = localWeekday(restDay);
  const nextStudyWeekday = localWeekday(new Date(dayOne.getTime() + 3 * DAY));
  const examDate = localDay(new Date(dayOne.getTime() + 20 * DAY));

  // Day one: no plan yet; one is set in the dialog, every weekday but the rest day's.
  await storeSession(page, 'user', student.token);
  await simulate(page, dayOne);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user');
  const card = page.getByRole('region', { name: 'Study plan' });
  await card.getByRole('button', { name: 'Set up a study plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up a study plan' });
  await expect(dialog.getByLabel('Exam', { exact: true })).toHaveValue(student.examId);
  await dialog.getByLabel('Exam date').fill(examDate);
  // A chip's checkbox is hidden behind its label, which is what a person clicks.
  for (const weekday of WEEKDAYS) {
    const chip = dialog.getByRole('checkbox', { name: weekday });
    if ((await chip.isChecked()) !== (weekday !== restWeekday)) {
      await dialog.getByText(weekday.slice(0, 3), { exact: true }).click();
    }
    await expect(chip).toBeChecked({ checked: weekday !== restWeekday });
  }
  await expect(dialog.getByRole('switch', { name: /Email me a reminder/ })).toBeChecked();
  await expect(dialog.getByLabel('Reminder time')).toHaveValue('18');
  await expectNoSeriousAccessibilityViolations(page, 'study plan dialog');
  await saveScreenshot(page, testInfo, 'dialog-desktop');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Study plan saved')).toBeVisible();
  const plan = card.getByRole('article', { name: `Study plan: ${NURSING}` });
  await expect(plan.getByText('Exam in 20 days')).toBeVisible();
  await expect(plan.getByText(/^Questions: 0 of \d+$/)).toBeVisible();
  const target = Number(/of (\d+)/.exec((await plan.getByText(/^Questions: /).textContent())!)![1]);
  expect(target).toBeGreaterThan(0);
  await expect(plan.getByText('Cards: 0 of 0')).toBeVisible();

  // Three practice answers, two of them wrong: one on the exam page, two through the API.
  const first = await oneQuestionTest(request, admin, student.token, student.examId);
  await page.goto(`/user/my-exams/${student.examId}/exam?testId=${first.testId}`);
  await answerWrong(page, first.key);
  for (const right of [true, false]) {
    const { testId, key } = await oneQuestionTest(request, admin, student.token, student.examId);
    const submitted = await request.post(`/api/v1/user/test/${student.examId}/${testId}`, {
      headers: bearer(student.token),
      data: { testId, answers: [answerOf(key, right)] },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
  }
  await page.goto('/user');
  await expect(plan.getByText(`Questions: 3 of ${target}`)).toBeVisible();
  await expect(
    plan.getByRole('progressbar', { name: `Questions today: 3 of ${target}` }),
  ).toBeVisible();
  // The two wrong answers' cards are due today.
  await expect(plan.getByText('Cards: 0 of 2')).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-desktop');

  await reviewAllGood(page, 2);
  await page.goto('/user');
  await expect(plan.getByText('Cards: 2 of 2')).toBeVisible();
  await expect(plan.getByRole('progressbar', { name: 'Cards today: 2 of 2' })).toBeVisible();

  // Day two (a study day): the cards are due again, and reviewed again.
  await simulate(page, dayTwo);
  await page.goto('/user');
  await expect(plan.getByText('Exam in 19 days')).toBeVisible();
  await expect(plan.getByText('Cards: 0 of 2')).toBeVisible();
  await expect(plan.getByText(/^Questions: 0 of \d+$/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'dashboard-phone');
  await reviewAllGood(page, 2);
  await page.goto('/user');
  await expect(plan.getByText('Cards: 2 of 2')).toBeVisible();

  // That evening, past the reminder hour, the sweep mails the day's targets once.
  const evening = new Date(dayTwo.getTime() + 9 * HOUR);
  // The test server's sweep, of this student's plans only (journeys run side by side).
  const sweepAt = (at: Date) =>
    request.post('/api/v1/test-clock/study-reminders/sweep', {
      headers: { ...bearer(student.token), 'X-Test-Now': at.toISOString() },
    });
  const swept = await sweepAt(evening);
  expect(swept.ok(), await swept.text()).toBe(true);
  const folder = process.env.E2E_MAIL_DIR!;
  const reminders = () =>
    mailsFor(folder, student.email).filter((mail) => mail.raw.includes('Subject: Study day'));
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(1);
  const mail = readable(reminders()[0]!.raw);
  expect(mail).toMatch(/Questions: 0 of \d+ answered/);
  expect(mail).toContain('Flashcards: 2 of 2 reviewed');
  expect(mail).toMatch(
    /List-Unsubscribe:\s*<http[^>]+\/api\/v1\/study-plans\/reminders-off\?token=/,
  );
  expect((await sweepAt(new Date(evening.getTime() + HOUR))).ok()).toBe(true);

  // Its link turns the reminders off, without signing in; the dialog shows them off.
  const link = /(http\S+\/study-plan\/reminders-off\?token=\S+)/.exec(mail)![1]!;
  await page.goto(link);
  await expect(
    page.getByText(/Study reminders are off: you will get no more reminder mails/),
  ).toBeVisible();
  await page.goto('/user');
  await plan.getByRole('button', { name: `Edit study plan: ${NURSING}` }).click();
  const editing = page.getByRole('dialog', { name: 'Edit study plan' });
  await expect(editing.getByRole('switch', { name: /Email me a reminder/ })).not.toBeChecked();
  await saveScreenshot(page, testInfo, 'dialog-phone');
  await editing.getByRole('button', { name: 'Cancel' }).click();
  expect(reminders()).toHaveLength(1);

  // The day after is a rest day.
  await simulate(page, restDay);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user');
  await expect(plan.getByText(`Rest day — next study day ${nextStudyWeekday}`)).toBeVisible();
  await expect(plan.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page, 'dashboard on a rest day');
  await saveScreenshot(page, testInfo, 'dashboard-rest-day-desktop');
  expect(errors).toEqual([]);
});

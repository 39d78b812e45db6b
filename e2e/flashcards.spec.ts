// Flashcards end to end: a student answers a practice question wrong, finds its card on the
// Flashcards page (the question's button says it is already one), reviews it by keyboard
// (Space, then 3 for Good) and the deck has nothing due. The server's days cannot be moved
// here, so the journey keeps to one day. At desktop and phone widths.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot, watchConsole } from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const NURSING = 'Registered Nurse Licensure Practice (NCLEX-style)';

type Envelope<T> = { message: string; data: T };
type KeyQuestion = {
  id: string;
  type: string;
  answer: string | null;
  options: { id: string; value: string; answer: boolean }[];
};

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

async function studentWithAccess(request: APIRequestContext) {
  const student = await createStudent(request, 'flashcards');
  const catalogue = await request.get('/api/v1/user/exam', {
    headers: bearer(student.token),
    params: { search: 'Registered Nurse', perPage: 10 },
  });
  const { data } = (await catalogue.json()) as Envelope<{ exams: { id: string; name: string }[] }>;
  const examId = data.exams.find((exam) => exam.name === NURSING)!.id;
  const allocation = await request.post('/api/v1/admin/sales/add/', {
    headers: bearer(admin),
    data: { userID: student.user.id, examID: examId, months: 1 },
  });
  expect(allocation.ok(), await allocation.text()).toBe(true);
  return { ...student, examId };
}

/** A one-question practice test whose question is single or multiple choice or fill-in. */
async function oneQuestionTest(request: APIRequestContext, token: string, examId: string) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const started = await request.post(`/api/v1/user/test/${examId}`, {
      headers: bearer(token),
      data: { type: 'practice', questions: 1, timed: false },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { testId } = ((await started.json()) as Envelope<{ testId: string }>).data;
    const detail = await request.get(`/api/v1/user/test/${examId}/${testId}`, {
      headers: bearer(token),
    });
    const questionId = ((await detail.json()) as Envelope<{ questions: { id: string }[] }>).data
      .questions[0]!.id;
    const keyReply = await request.get(`/api/v1/admin/question/${questionId}`, {
      headers: bearer(admin),
    });
    const key = ((await keyReply.json()) as Envelope<{ question: KeyQuestion }>).data.question;
    if (['single_choice', 'multiple_choice', 'fill_in_the_blanks'].includes(key.type)) {
      return { testId, key };
    }
    await request.post(`/api/v1/user/test/${examId}/${testId}/end`, { headers: bearer(token) });
  }
  throw new Error('No choice or fill-in question drawn');
}

/** Answers the question on screen wrong. */
async function answerWrong(page: Page, key: KeyQuestion) {
  if (key.type === 'fill_in_the_blanks') {
    await page.getByLabel('Your answer').fill('certainly not this');
  } else {
    const wrong = key.options.find((option) => !option.answer)!;
    const role = key.type === 'single_choice' ? 'radio' : 'checkbox';
    // Options are named with their letter: 'a. Drinking 2 to 3 L of fluid per day'.
    await page
      .getByRole(role, { name: new RegExp(`^[a-z]\\. ${escaped(visible(wrong.value))}$`) })
      .check();
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

test('a wrong practice answer becomes a flashcard, reviewed by keyboard until nothing is due', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchConsole(page);
  const student = await studentWithAccess(request);
  const { testId, key } = await oneQuestionTest(request, student.token, student.examId);
  await storeSession(page, 'user', student.token);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/user/my-exams/${student.examId}/exam?testId=${testId}`);
  await answerWrong(page, key);
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect' })).toBeVisible();
  // The card was made with the answer: the button says so.
  await page.getByRole('button', { name: 'Make flashcard' }).click();
  await expect(page.getByRole('button', { name: 'Already a flashcard' })).toBeVisible();

  await page.getByRole('link', { name: 'Flashcards' }).first().click();
  await expect(page.getByRole('heading', { name: 'Flashcards', level: 1 })).toBeVisible();
  const deck = page.getByRole('region', { name: NURSING });
  await expect(deck.getByText('1 card', { exact: true }).first()).toBeVisible();
  await expect(deck.getByText('1 due', { exact: true }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'decks-desktop');

  await page.getByRole('button', { name: 'Review 1 due card', exact: true }).click();
  await expect(page.getByText('1 left')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Front' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Back' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'review-front-desktop');

  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Back' })).toBeVisible();
  const ratings = page.getByRole('group', { name: 'How well did you know it?' });
  await expect(ratings.getByRole('button', { name: 'Again 1 min' })).toBeVisible();
  await expect(ratings.getByRole('button', { name: 'Good 10 min' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'review-back-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing wider than the phone (polled: the layout settles after the resize).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'review-back-phone');

  await page.keyboard.press('3');
  await expect(page.getByRole('heading', { name: 'Done for now' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to decks' }).click();
  await expect(deck.getByText('0 due', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Review \d+ due/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'decks-phone');

  // Every card of the deck, due or not: read its back, edit it.
  await deck.getByRole('button', { name: `Browse the cards of ${NURSING}` }).click();
  const cards = page.getByRole('list', { name: `Cards of ${NURSING}` });
  // One card (its sides may hold lists of their own).
  await expect(cards.locator(':scope > li')).toHaveCount(1);
  await expect(cards.getByText(/^Due in 10 min · /)).toBeVisible();
  await cards.getByRole('button', { name: 'Show back' }).click();
  await expect(cards.getByRole('button', { name: 'Hide back' })).toBeVisible();
  await cards.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit card' });
  await editing.getByRole('textbox', { name: 'Back' }).fill('Rewritten in my own words');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Flashcard updated')).toBeVisible();
  await expect(cards.getByText('Rewritten in my own words')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'browse-phone');
  await page.getByRole('textbox', { name: 'Search cards' }).fill('no such words');
  await expect(page.getByText("No cards match 'no such words'.")).toBeVisible();
  expect(errors).toEqual([]);
});

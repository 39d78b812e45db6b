// Flashcards end to end: a student answers a practice question wrong, finds its card on the
// Flashcards page (the question's button says it is already one), reviews it by keyboard
// (Space, then 3 for Good) and the deck has nothing due; then browses the deck and edits the
// card. Days pass in the study plan's journey (study-plan.spec.ts). At desktop and phone widths.
import { expect, test } from '@playwright/test';
import { saveScreenshot, watchConsole } from './fixtures/pages';
import { answerWrong, nursingStudent, NURSING, oneQuestionTest } from './fixtures/nursing-student';
import { adminToken, storeSession } from './fixtures/sessions';

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

/** Answers the question on screen wrong. */
test('a wrong practice answer becomes a flashcard, reviewed by keyboard until nothing is due', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchConsole(page);
  const student = await nursingStudent(request, admin, 'flashcards');
  const { testId, key } = await oneQuestionTest(request, admin, student.token, student.examId);
  await storeSession(page, 'user', student.token);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/user/my-exams/${student.examId}/exam?testId=${testId}`);
  await answerWrong(page, key);
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

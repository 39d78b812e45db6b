// The real exam's tools on a phone, as a nursing student uses them: the lab values, the
// calculator, a note kept on the server (and listed in My notes), and a dark theme that stays.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectNoSeriousAccessibilityViolations,
  saveScreenshot,
  watchConsole,
} from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const NURSING = 'Registered Nurse Licensure Practice (NCLEX-style)';
type Envelope<T> = { message: string; data: T };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A student with a month of the nursing exam and a practice test started. */
async function studentInPractice(request: APIRequestContext) {
  const student = await createStudent(request, 'tools');
  const exams = await request.get('/api/v1/user/exam', {
    headers: bearer(student.token),
    params: { search: 'Registered Nurse', perPage: 10 },
  });
  const { data } = (await exams.json()) as Envelope<{ exams: { id: string; name: string }[] }>;
  const examId = data.exams.find((exam) => exam.name === NURSING)!.id;
  const allocation = await request.post('/api/v1/admin/sales/add/', {
    headers: bearer(await adminToken(request)),
    data: { userID: student.user.id, examID: examId, months: 1 },
  });
  expect(allocation.ok()).toBe(true);
  const started = await request.post(`/api/v1/user/test/${examId}`, {
    headers: bearer(student.token),
    data: { type: 'practice', questions: 5, timed: false },
  });
  expect(started.ok()).toBe(true);
  const { testId } = ((await started.json()) as Envelope<{ testId: string }>).data;
  return { ...student, examId, testId };
}

test('on a phone: lab values, calculator, a note kept and listed, and a dark theme', async ({
  page,
  request,
}, testInfo) => {
  const student = await studentInPractice(request);
  await storeSession(page, 'user', student.token);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/my-exams/${student.examId}/exam?testId=${student.testId}`);
  await expect(page.getByRole('heading', { name: /^Question 1 of 5$/ })).toBeVisible();
  const tools = page.getByRole('toolbar', { name: 'Exam tools' });

  // Lab values: searchable, in both unit systems.
  await tools.getByRole('button', { name: 'Lab values' }).click();
  const labs = page.getByRole('dialog', { name: 'Lab values' });
  await labs.getByLabel('Search lab values').fill('sodium');
  const sodium = labs.getByRole('row', { name: /^Sodium/ });
  await expect(sodium).toContainText('136-145 mEq/L');
  await expect(sodium).toContainText('136-145 mmol/L');
  await saveScreenshot(page, testInfo, 'exam-lab-values-phone');
  await labs.getByRole('button', { name: 'Close lab values' }).click();

  // The calculator: 12.5 × 4 = 50.
  await tools.getByRole('button', { name: 'Calculator' }).click();
  const calculator = page.getByRole('dialog', { name: 'Calculator' });
  for (const key of ['1', '2', 'Decimal point', '5', 'Multiply', '4', 'Equals']) {
    await calculator.getByRole('button', { name: key, exact: true }).click();
  }
  await expect(calculator.locator('output')).toHaveText('50');
  await calculator.getByRole('button', { name: 'Close calculator' }).first().click();

  // A note, saved on the server: it is still there after a reload, and in My notes.
  await tools.getByRole('button', { name: 'Notes', exact: true }).click();
  const notes = page.getByRole('dialog');
  await notes.getByLabel('Your note').fill('Check the potassium before giving digoxin.');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByText('Saved')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(
    tools.getByRole('button', { name: 'Notes (this question has a note)' }),
  ).toBeVisible();

  // Dark theme, kept by the server: a reload keeps it.
  await tools.getByRole('button', { name: 'Display' }).click();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Question 1 of 5$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoSeriousAccessibilityViolations(page, 'exam page, dark, phone');
  await saveScreenshot(page, testInfo, 'exam-dark-phone');

  await page.goto(`/user/my-exams/${student.examId}/notes`);
  await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeVisible();
  await expect(page.getByText('Check the potassium before giving digoxin.')).toBeVisible();
  expect(errors).toEqual([]);
});

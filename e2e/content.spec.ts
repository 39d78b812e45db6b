// Content management, end to end: an administrator builds an exam (image, course, subject),
// writes questions of all three types in the rich-text editor (one with an inserted image),
// edits one, bulk-uploads the CSV template and finds its questions; a viewer sees no write
// buttons. Screenshots of every content screen at 1280 and 390 px wide.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  watchConsole,
  saveScreenshot,
  expectNoSeriousAccessibilityViolations,
} from './fixtures/pages';
import { adminApi, choose, typeRich } from './fixtures/admin-forms';
import { adminToken, storeSession } from './fixtures/sessions';

/** A 2x2 PNG (red, green, blue, white). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let token = '';
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});

const api = <T>(page: Page, method: string, path: string, data?: object) =>
  adminApi<T>(page, token, method, path, data);

async function fillOptions(page: Page, values: string[]) {
  for (const [index, value] of values.entries()) {
    await typeRich(page, `Option ${String.fromCharCode(97 + index)}`, value);
  }
}

test('an administrator builds an exam and its questions, by hand and from the CSV template', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await storeSession(page, 'admin', token);
  const examName = `Cardiology Boards ${Date.now()}`;

  await test.step('add the exam', async () => {
    await page.goto('/admin/dashboard/exams');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add exam' });
    await dialog.getByLabel('Name').fill(examName);
    await dialog.getByLabel('Description').fill('Cardiology board practice');
    await dialog.getByLabel('Subscription amount (USD per month)').fill('29.5');
    await dialog.getByLabel('Mock questions').fill('20');
    await dialog.getByLabel('Mock test time (minutes)').fill('30');
    await dialog.getByRole('button', { name: 'Add exam' }).click();
    await expect(page.getByText('Exam added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder('Search exam name').fill(examName);
    await page.getByPlaceholder('Search exam name').press('Enter');
    await expect(page.getByRole('cell', { name: examName, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '$29.5/month' })).toBeVisible();
    await page.getByRole('cell', { name: examName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: examName })).toBeVisible();
  });

  await test.step('upload its image', async () => {
    await page.getByRole('button', { name: 'Upload image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload exam image' });
    await dialog.locator('input[type="file"]').setInputFiles(image('cover.png'));
    await expect(dialog.getByText('Chosen: cover.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const cover = page.getByRole('img', { name: `${examName} image` });
    await expect(cover).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{64}\.png$/);
  });

  await test.step('add a course and a subject', async () => {
    await page.getByRole('tab', { name: /Courses/ }).click();
    await expect(page).toHaveURL(/tab=courses/);
    await page.getByRole('button', { name: 'New Course' }).click();
    await page
      .getByRole('dialog', { name: 'New Course' })
      .getByRole('button', { name: 'Add course' })
      .click();
    await expect(page.getByText('Course name is required')).toBeVisible();
    await page.getByLabel('Course name').fill('Cardiology');
    await page.getByRole('button', { name: 'Add course' }).click();
    await expect(page.getByText('Course added successfully')).toBeVisible();
    await page.getByRole('button', { name: 'View Subjects' }).click();
    await expect(page).toHaveURL(/tab=subjects&course=/);
    await page.getByRole('button', { name: 'New Subject' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Subject' });
    await expect(dialog.getByRole('combobox', { name: 'Course' })).toHaveValue('Cardiology');
    await dialog.getByLabel('Subject name').fill('Arrhythmias');
    await dialog.getByRole('button', { name: 'Add subject' }).click();
    await expect(page.getByText('Subject added successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: /Subjects/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByRole('list', { name: 'subjects' })
      .getByRole('link', { name: 'Questions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Arrhythmias' })).toBeVisible();
    await expect(page.getByText('No questions yet: add one, or upload a CSV.')).toBeVisible();
  });

  await test.step('write a single choice question with an inserted image', async () => {
    await page.getByRole('link', { name: 'Add question' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add question' })).toBeVisible();
    await typeRich(page, 'Question', 'Which rhythm does this strip show?');
    // The Insert image control of the question editor's toolbar opens a file picker.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).first().click();
    await (await chooser).setFiles(image('strip.png'));
    const question = page.getByRole('textbox', { name: 'Question', exact: true });
    await expect(question.locator('img[src^="/uploads/"]')).toHaveCount(1);
    await fillOptions(page, [
      'Sinus rhythm',
      'Atrial fibrillation',
      'Atrial flutter',
      'Ventricular tachycardia',
    ]);
    await choose(page, 'Correct answer', 'b. Atrial fibrillation');
    await typeRich(page, 'Explanation', 'Irregularly irregular without P waves.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Question added successfully')).toBeVisible();
    // The form is empty again with four blank options.
    await expect(question).toHaveText('');
    await expect(page.getByRole('textbox', { name: /^Option [a-d]$/ })).toHaveCount(4);
  });

  await test.step('write a multiple choice and a fill in the blanks question', async () => {
    await choose(page, 'Question type', 'Multiple choice');
    await typeRich(page, 'Question', 'Which are causes of atrial fibrillation?');
    await fillOptions(page, [
      'Hyperthyroidism',
      'Hypothermia only',
      'Mitral stenosis',
      'Vitamin C',
    ]);
    await page.getByRole('button', { name: 'Add option' }).click();
    await typeRich(page, 'Option e', 'Alcohol excess');
    await choose(page, 'Correct answers', 'a. Hyperthyroidism');
    await page.getByRole('option', { name: 'c. Mitral stenosis', exact: true }).click();
    await page.getByRole('option', { name: 'e. Alcohol excess', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Question added successfully')).toBeVisible();

    await choose(page, 'Question type', 'Fill in the blanks');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Answer is required')).toBeVisible();
    await typeRich(page, 'Question', 'The normal PR interval is up to ___ ms.');
    await page.getByRole('textbox', { name: /^Answer text/ }).fill('200');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Question added successfully').first()).toBeVisible();
  });

  await test.step('see them listed, preview one and edit one', async () => {
    await page.getByRole('link', { name: 'Back to the questions of Arrhythmias' }).click();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    // Newest first: the fill in the blanks question, then multiple, then single choice.
    await expect(cards.nth(0)).toContainText('Answer: 200');
    await expect(cards.nth(1)).toContainText('Multiple choice');
    await expect(cards.nth(1).locator('li')).toHaveCount(5);
    await expect(cards.nth(2).getByRole('img', { name: 'strip' })).toHaveAttribute(
      'src',
      /^\/uploads\/[a-f0-9]{64}\.png$/,
    );
    await expect(
      cards.nth(2).locator('li').filter({ hasText: 'Atrial fibrillation' }),
    ).toContainText('(correct)');

    await page.getByRole('button', { name: 'Preview question 3' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: as a student sees it' });
    await preview.getByRole('button', { name: 'Submit' }).click();
    await expect(preview.getByText('No valid answer selected.')).toBeVisible();
    await preview.getByRole('radio', { name: /Atrial fibrillation/ }).check();
    await preview.getByRole('button', { name: 'Submit' }).click();
    await expect(preview.getByText('Correct', { exact: true })).toBeVisible();
    await expect(preview.getByText('Irregularly irregular without P waves.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Edit question 1' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
    // A number answer comes back in the number's fields; the unit goes in its own.
    await expect(page.getByRole('textbox', { name: /^Answer number/ })).toHaveValue('200');
    await page.getByRole('textbox', { name: 'Unit' }).fill('ms');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Question updated successfully')).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Answer: 200 ms');
  });

  await test.step('bulk-upload the template and find its questions', async () => {
    await page.getByRole('link', { name: 'Add question' }).click();
    const panel = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Bulk Upload Questions' }) })
      .last();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('questions-template.csv');

    await page.getByRole('button', { name: 'Upload questions' }).click();
    const fileRequired =
      'Please upload a question file: CSV (.csv), Moodle XML (.xml), GIFT or Aiken (.txt, .gift), or a QTI 1.2 or 2.1 package (.zip)';
    await expect(page.getByText(fileRequired).first()).toBeVisible();
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'notes.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('x'),
    });
    await expect(panel.getByRole('alert')).toContainText(fileRequired);

    // The downloaded file itself, under the name the browser gave it.
    await panel.locator('input[type="file"]').setInputFiles({
      name: template.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: readFileSync(await template.path()),
    });
    await page.getByRole('button', { name: 'Upload questions' }).click();
    await expect(page.getByText('Bulk Questions uploaded successfully')).toBeVisible();
    await expect(page.getByText('3 questions added')).toBeVisible();
    await expect(page.getByText('2 courses created')).toBeVisible();

    const examId = new URL(page.url()).pathname.split('/')[4]!;
    await page.goto(`/admin/dashboard/questions?exam=${examId}`);
    await expect(page.getByText('Showing 1 - 6 of 6 entries')).toBeVisible();
    await expect(page.getByText('Which of these drugs is an opioid analgesic?')).toBeVisible();
    await choose(page, 'Type', 'Fill in the blanks');
    await expect(page.getByText('Showing 1 - 2 of 2 entries')).toBeVisible();
    await page.getByPlaceholder('Search question text').fill('heart rate');
    await page.getByPlaceholder('Search question text').press('Enter');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Answer: 100');
  });

  expect(errors).toEqual([]);
});

test('a viewer sees the content but no write buttons', async ({ page }) => {
  const exam = await api<{ exam: { id: string } }>(page, 'POST', '/admin/exam/', {
    name: `Viewer exam ${Date.now()}`,
    description: 'Read only',
    subscriptionAmount: 10,
    mockQuestions: 10,
    mockTestTime: 10,
  });
  const examId = exam.exam.id;
  const course = await api<{ course: { id: string } }>(page, 'POST', '/admin/exam/course', {
    examId,
    name: 'Course',
  });
  const subject = await api<{ subject: { id: string } }>(page, 'POST', '/admin/exam/subject', {
    courseId: course.course.id,
    name: 'Subject',
  });
  await api(page, 'POST', `/admin/exam/subject/${subject.subject.id}/question`, {
    type: 'fill_in_the_blanks',
    question: '<p>Read only?</p>',
    answer: 'yes',
  });

  // The signed-in administrator, as the app learns it, has only the viewer role (the
  // server's refusals for a viewer are covered by the API permission tests).
  await page.route('**/api/v1/admin/onboarding/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { admin: { roles: string[] } } };
    body.data.admin.roles = ['viewer'];
    await route.fulfill({ response, json: body });
  });
  await storeSession(page, 'admin', token);

  await page.goto('/admin/dashboard/exams');
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
  await expect(page.getByRole('cell').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Menu for / })).toHaveCount(0);

  await page.goto(`/admin/dashboard/exams/${examId}`);
  await expect(page.getByRole('button', { name: 'Export questions' })).toBeVisible();
  for (const name of ['Edit exam', 'Upload image', 'Delete exam']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await page.getByRole('tab', { name: /Courses/ }).click();
  await expect(page.getByRole('button', { name: 'View Subjects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Course' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) course/ })).toHaveCount(0);

  await page.goto(`/admin/dashboard/exams/${examId}/view/${subject.subject.id}/questions`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Preview question 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add question' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit question 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete question 1' })).toHaveCount(0);

  await page.goto(`/admin/dashboard/exams/${examId}/view/${subject.subject.id}/questions/new`);
  await expect(
    page.getByText('Only the admin role adds and changes questions.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bulk Upload Questions' })).toHaveCount(0);
});

test.describe('content screens at desktop and phone widths', () => {
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`${size.name} (${size.width}px)`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await storeSession(page, 'admin', token);
      const { exams } = await api<{ exams: { id: string; name: string }[] }>(
        page,
        'GET',
        '/admin/exam?perPage=100',
      );
      const demo = exams.find((exam) => exam.name.startsWith('Registered Nurse')) ?? exams[0]!;
      const { subjects } = await api<{ subjects: { id: string }[] }>(
        page,
        'GET',
        `/admin/exam/${demo.id}/subject`,
      );
      const subjectId = subjects[0]!.id;

      const screens: [string, string, () => Promise<void>][] = [
        [
          'exams',
          '/admin/dashboard/exams',
          () => expect(page.getByRole('cell').first()).toBeVisible(),
        ],
        [
          'exam-info',
          `/admin/dashboard/exams/${demo.id}`,
          () => expect(page.getByRole('button', { name: 'Copy exam ID' })).toBeVisible(),
        ],
        [
          'exam-courses',
          `/admin/dashboard/exams/${demo.id}?tab=courses`,
          () => expect(page.getByRole('button', { name: 'New Course' })).toBeVisible(),
        ],
        [
          'exam-subjects',
          `/admin/dashboard/exams/${demo.id}?tab=2`,
          () => expect(page.getByRole('button', { name: 'New Subject' })).toBeVisible(),
        ],
        [
          'subject-questions',
          `/admin/dashboard/exams/${demo.id}/view/${subjectId}/questions`,
          () => expect(page.getByRole('article').first()).toBeVisible(),
        ],
        [
          'add-question',
          `/admin/dashboard/exams/${demo.id}/view/${subjectId}/questions/new`,
          () => expect(page.getByRole('heading', { name: 'Bulk Upload Questions' })).toBeVisible(),
        ],
        [
          'all-questions',
          '/admin/dashboard/questions',
          () => expect(page.getByRole('article').first()).toBeVisible(),
        ],
      ];
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready();
        await saveScreenshot(page, testInfo, `${name}-${size.name}`);
        if (size.name === 'desktop') await expectNoSeriousAccessibilityViolations(page);
      }
      await page.goto('/admin/dashboard/exams');
      await page.getByRole('button', { name: 'Add New' }).click();
      await expect(page.getByRole('dialog', { name: 'Add exam' })).toBeVisible();
      // Let the opening transition finish before the picture.
      await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
      await saveScreenshot(page, testInfo, `add-exam-dialog-${size.name}`);
    });
  }
});

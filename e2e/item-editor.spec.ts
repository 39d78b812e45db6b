// An author builds Next Generation items in the question editor: a matrix and a bow-tie, each
// checked by the editor's rules first, then saved as the parts and layout the server keeps.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot, watchConsole } from './fixtures/pages';
import { adminApi, choose, typeRich } from './fixtures/admin-forms';
import { adminToken, storeSession } from './fixtures/sessions';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});

const api = <T>(page: Page, method: string, path: string, data?: object) =>
  adminApi<T>(page, token, method, path, data);

type Saved = {
  type: string;
  scoring: string;
  layout: { rows?: string[]; columns?: string[] };
  maxPoints: number;
  options: { value: string; answer: boolean; part: number }[];
};

test('an author builds a matrix and a bow-tie in the editor', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await storeSession(page, 'admin', token);
  const { exam } = await api<{ exam: { id: string } }>(page, 'POST', '/admin/exam/', {
    name: `Clinical judgement authoring ${Date.now()}`,
    description: 'Next Generation items',
    subscriptionAmount: 10,
    mockQuestions: 2,
    mockTestTime: 10,
  });
  const { course } = await api<{ course: { id: string } }>(page, 'POST', '/admin/exam/course', {
    examId: exam.id,
    name: 'Clinical Judgement',
  });
  const { subject } = await api<{ subject: { id: string } }>(page, 'POST', '/admin/exam/subject', {
    courseId: course.id,
    name: 'Heart failure',
  });
  await page.goto(`/admin/dashboard/exams/${exam.id}/view/${subject.id}/questions/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add question' })).toBeVisible();

  await test.step('a matrix: rows, columns and the correct cell of each row', async () => {
    await choose(page, 'Question type', 'Matrix');
    await typeRich(page, 'Question', 'For each order, say whether it is indicated.');
    await page.getByRole('textbox', { name: 'Row 1', exact: true }).fill('Oxygen by nasal cannula');
    // A new matrix has two rows and two columns.
    await page.getByRole('textbox', { name: 'Row 2', exact: true }).fill('IV fluid bolus');
    await page.getByRole('textbox', { name: 'Column 1', exact: true }).fill('Indicated');
    await page.getByRole('textbox', { name: 'Column 2', exact: true }).fill('Not indicated');
    // Without a correct cell in each row the editor says so before saving.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Row 1 needs a correct answer').first()).toBeVisible();
    await page.getByLabel('Oxygen by nasal cannula: Indicated', { exact: true }).check();
    await page.getByLabel('IV fluid bolus: Not indicated', { exact: true }).check();
    await saveScreenshot(page, testInfo, 'matrix-editor');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Question added successfully')).toBeVisible();
  });

  await test.step('a bow-tie: two actions, one condition, two parameters', async () => {
    await choose(page, 'Question type', 'Bow-tie');
    await typeRich(page, 'Question', 'Complete the diagram for this client with chest pain.');
    const lists: [string, string[], number[]][] = [
      ['Actions to take', ['Give aspirin', 'Obtain an ECG', 'Encourage walking'], [0, 1]],
      ['Condition most likely', ['Acute coronary syndrome', 'Pneumonia', 'Anxiety'], [0]],
      ['Parameters to monitor', ['Heart rhythm', 'Chest pain', 'Bowel sounds'], [0, 1]],
    ];
    for (const [label, values, correct] of lists) {
      for (const [index, value] of values.entries()) {
        const name = `${label} ${String.fromCharCode(97 + index)}`;
        const field = page.getByRole('textbox', { name, exact: true });
        if (!(await field.count()))
          await page
            .getByRole('group', { name: label })
            .getByRole('button', { name: 'Add option' })
            .click();
        await field.fill(value);
        if (correct.includes(index))
          await page.getByLabel(`${name}: correct`, { exact: true }).check();
      }
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Question added successfully')).toBeVisible();
  });

  const { questions } = await api<{ questions: Saved[] }>(
    page,
    'GET',
    `/admin/question?examId=${exam.id}&perPage=10`,
  );
  const byType = new Map(questions.map((question) => [question.type, question]));
  expect(byType.get('matrix')).toMatchObject({
    scoring: 'all_or_nothing',
    layout: {
      rows: ['Oxygen by nasal cannula', 'IV fluid bolus'],
      columns: ['Indicated', 'Not indicated'],
    },
    maxPoints: 2,
  });
  expect(byType.get('matrix')!.options).toEqual(
    [
      { value: 'Indicated', answer: true, part: 0 },
      { value: 'Not indicated', answer: false, part: 0 },
      { value: 'Indicated', answer: false, part: 1 },
      { value: 'Not indicated', answer: true, part: 1 },
    ].map((option) => expect.objectContaining(option)),
  );
  expect(byType.get('bow_tie')).toMatchObject({ scoring: 'zero_one', maxPoints: 5 });
  expect(
    byType
      .get('bow_tie')!
      .options.filter((option) => option.answer)
      .map((o) => o.value),
  ).toEqual([
    'Give aspirin',
    'Obtain an ECG',
    'Acute coronary syndrome',
    'Heart rhythm',
    'Chest pain',
  ]);

  // The subject's list shows the matrix as its grid.
  await page.goto(`/admin/dashboard/exams/${exam.id}/view/${subject.id}/questions`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'item-cards');
  expect(errors).toEqual([]);
});

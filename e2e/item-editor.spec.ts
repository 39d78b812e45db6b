// An author builds Next Generation items in the question editor: a matrix (its exhibit a table
// of vital signs) and a bow-tie, each checked by the editor's rules first, then saved as the
// parts and layout the server keeps;
// and a case study, its scenario and its steps' questions, which a student then meets in order.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot, watchConsole } from './fixtures/pages';
import { adminApi, choose, typeRich } from './fixtures/admin-forms';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});

const api = <T>(page: Page, method: string, path: string, data?: object) =>
  adminApi<T>(page, token, method, path, data);

/** A new exam with one course, Clinical Judgement, and one subject in it. */
async function newExam(page: Page, name: string, subjectName: string) {
  const { exam } = await api<{ exam: { id: string } }>(page, 'POST', '/admin/exam/', {
    name: `${name} ${Date.now()}`,
    description: 'Clinical judgement',
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
    name: subjectName,
  });
  return { exam, subject };
}

type Saved = {
  type: string;
  scoring: string;
  layout: { rows?: string[]; columns?: string[]; exhibits?: { title: string; html: string }[] };
  maxPoints: number;
  options: { value: string; answer: boolean; part: number }[];
};

test('an author builds a matrix and a bow-tie in the editor', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await storeSession(page, 'admin', token);
  const { exam, subject } = await newExam(page, 'Clinical judgement authoring', 'Heart failure');
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
  });

  await test.step('its exhibit: a table of vital signs, built from the toolbar', async () => {
    await page.getByRole('button', { name: 'Add exhibit tab' }).click();
    const tab = page.getByRole('group', { name: 'Exhibit tab 1' });
    await tab.getByRole('textbox', { name: 'Exhibit tab 1 title' }).fill('Vital signs');
    await tab.getByRole('textbox', { name: 'Exhibit tab 1 content', exact: true }).click();
    // The row and column controls wait for the cursor to be in a table.
    await expect(tab.getByRole('button', { name: 'Add row after' })).toBeDisabled();
    await tab.getByRole('button', { name: 'Insert table' }).click();
    await page.getByRole('button', { name: 'Insert 3 × 3 table' }).click();
    // The editor takes the focus back a frame after the table goes in (tiptap's focus command):
    // a key pressed before that lands elsewhere, so type once the caret is in the table.
    await expect(
      tab.getByRole('textbox', { name: 'Exhibit tab 1 content', exact: true }),
    ).toBeFocused();
    // Tab moves to the next cell, and on to the next row.
    await page.keyboard.type('Time');
    for (const value of ['Pulse', 'BP', '08:00', '88', '132/84', '12:00', '112', '98/60']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await expect(tab.getByRole('button', { name: 'Add row after' })).toBeEnabled();
    await expect(tab.getByRole('cell', { name: '98/60' })).toBeVisible();
    await tab.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'exhibit-table-editor');
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
  // The table as the editor writes it, its cells' text in paragraphs.
  const [vitalSigns] = byType.get('matrix')!.layout.exhibits ?? [];
  expect(vitalSigns?.title).toBe('Vital signs');
  expect(vitalSigns?.html).toMatch(/^<table>.*<\/table>/);
  const cells = (values: string[], tag: string) =>
    values.map((value) => `<${tag}><p>${value}</p></${tag}>`).join('');
  expect(vitalSigns?.html).toContain(
    [
      `<tr>${cells(['Time', 'Pulse', 'BP'], 'th')}</tr>`,
      `<tr>${cells(['08:00', '88', '132/84'], 'td')}</tr>`,
      `<tr>${cells(['12:00', '112', '98/60'], 'td')}</tr>`,
    ].join(''),
  );
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

  // Its preview shows the exhibit's table as a student sees it.
  await page
    .getByRole('article')
    .filter({ hasText: 'For each order' })
    .getByRole('button', { name: /^Preview question/ })
    .click();
  const exhibit = page.getByRole('dialog').getByRole('region', { name: /^Exhibit for question/ });
  await expect(exhibit.getByRole('tab', { name: 'Vital signs' })).toBeVisible();
  await expect(exhibit.getByRole('row', { name: '12:00 112 98/60' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'exhibit-table-preview');
  expect(errors).toEqual([]);
});

test('an author builds a case study and gives it its steps; a student meets them in order', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const errors = watchConsole(page);
  await storeSession(page, 'admin', token);
  const { exam, subject } = await newExam(page, 'Case study authoring', 'Sepsis');

  await test.step('the case: its title and scenario', async () => {
    await page.goto(`/admin/dashboard/exams/${exam.id}/case-studies`);
    await expect(page.getByText('No case studies yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add case study' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add case study' });
    await dialog.getByRole('button', { name: 'Add case study' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Fever after surgery');
    await typeRich(page, 'Scenario', 'A 70-year-old man is on day 2 after a bowel resection.');
    await dialog.getByRole('button', { name: 'Add case study' }).click();
    await expect(page.getByText('Case study added')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Fever after surgery' })).toContainText(
      '0 of 6 steps',
    );
  });

  await test.step('step 1 from the case page, through the question form', async () => {
    await page.getByRole('button', { name: 'Add question at step 1' }).click();
    await choose(page, 'Subject', 'Sepsis');
    await page.getByRole('button', { name: 'Continue to the question form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add question' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Case study' })).toHaveValue(
      'Fever after surgery',
    );
    await typeRich(page, 'Question', 'Which finding needs follow-up first?');
    const options = [
      'Temperature 38.9 °C and heart rate 118/min',
      'Pain 3 out of 10 at the incision',
      'Bowel sounds present in all four quadrants',
      'Urine output 45 mL/h',
    ];
    for (const [index, value] of options.entries()) {
      await typeRich(page, `Option ${String.fromCharCode(97 + index)}`, value);
    }
    await choose(page, 'Correct answer', `a. ${options[0]}`);
    await saveScreenshot(page, testInfo, 'case-step-question-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Question added successfully')).toBeVisible();
  });

  // Step 2 as a content team's script would add it; a second claim on step 2 is refused.
  const stepTwo = {
    type: 'single_choice',
    question: '<p>Blood cultures are drawn. What comes next?</p>',
    options: [
      { value: 'Start the antibiotics ordered', answer: true },
      { value: 'Wait for the culture results', answer: false },
    ],
    caseStep: 2,
  };
  const { caseStudies } = await api<{ caseStudies: { id: string }[] }>(
    page,
    'GET',
    `/admin/exam/${exam.id}/case-study`,
  );
  const caseStudyId = caseStudies[0]!.id;
  await api(page, 'POST', `/admin/exam/subject/${subject.id}/question`, {
    ...stepTwo,
    caseStudyId,
  });
  const refused = await page.request.post(`/api/v1/admin/exam/subject/${subject.id}/question`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...stepTwo, caseStudyId },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Step 2 of this case study already has a question.');
  // And one question standing alone.
  await api(page, 'POST', `/admin/exam/subject/${subject.id}/question`, {
    ...stepTwo,
    question: '<p>Which vaccine is given at birth?</p>',
    options: [
      { value: 'Hepatitis B', answer: true },
      { value: 'Measles', answer: false },
    ],
    caseStep: undefined,
  });

  await page.goto(`/admin/dashboard/exams/${exam.id}/case-studies`);
  const card = page.getByRole('article', { name: 'Fever after surgery' });
  await expect(card).toContainText('2 of 6 steps');
  await expect(card).toContainText('Which finding needs follow-up first?');
  await saveScreenshot(page, testInfo, 'case-studies-page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card).toContainText('2 of 6 steps');
  await saveScreenshot(page, testInfo, 'case-studies-page-phone');
  expect(errors).toEqual([]);

  await test.step('a student: the case whole and in order, under its scenario', async () => {
    const student = await createStudent(request, 'case-study');
    await api(page, 'POST', '/admin/sales/add/', {
      userID: student.user.id,
      examID: exam.id,
      months: 1,
    });
    const started = await request.post(`/api/v1/user/test/${exam.id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: { type: 'practice', questions: 3, timed: false, questionMode: 'all' },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { testId } = ((await started.json()) as { data: { testId: string } }).data;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const sitting = await context.newPage();
    const studentErrors = watchConsole(sitting);
    await storeSession(sitting, 'user', student.token);
    await sitting.goto(`/user/my-exams/${exam.id}/exam?testId=${testId}`);
    // Which question is on screen, by its stem (the case's header loads a moment after the
    // question on a first visit), then the header a case's step shows.
    const stems: [string, number][] = [
      ['Which finding needs follow-up first?', 1],
      ['Blood cultures are drawn. What comes next?', 2],
      ['Which vaccine is given at birth?', 0],
    ];
    const steps: number[] = [];
    for (let number = 1; number <= 3; number += 1) {
      await expect(sitting.getByRole('heading', { name: `Question ${number} of 3` })).toBeVisible();
      const shown = [];
      for (const [stem, step] of stems) {
        if (await sitting.getByText(stem, { exact: true }).count()) shown.push(step);
      }
      expect(shown, `the stem of question ${number}`).toHaveLength(1);
      const step = shown[0]!;
      steps.push(step);
      const header = sitting.getByText(/^Case study · Question \d of 2$/);
      if (step > 0) {
        // The header counts the case's questions in the test's order.
        await expect(header).toHaveText(
          `Case study · Question ${steps.filter((s) => s > 0).length} of 2`,
        );
        await expect(sitting.getByText('on day 2 after a bowel resection')).toBeVisible();
      } else {
        await expect(header).toHaveCount(0);
      }
      if (number < 3) await sitting.getByRole('button', { name: 'Next', exact: true }).click();
    }
    // The two steps next to each other, in order, before or after the question alone.
    expect([
      [1, 2, 0],
      [0, 1, 2],
    ]).toContainEqual(steps);
    expect(studentErrors).toEqual([]);
    await context.close();
  });
});

// A content team maintains a bank: imports a file straight into a new exam, exports it, edits
// it as a spreadsheet would and uploads it again (the check says what will change; the
// questions are updated, not added twice; a repeated row is left out; the history says an
// import changed them); and a draft goes through review, sent back by an examiner with a
// comment and then approved.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations, watchConsole } from './fixtures/pages';
import { adminToken, storeSession } from './fixtures/sessions';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});

async function api<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: object,
  as = token,
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${as}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function newExam(request: APIRequestContext, name: string) {
  const { exam } = await api<{ exam: { id: string } }>(request, 'POST', '/admin/exam/', {
    name: `${name} ${Date.now()}`,
    description: 'Maintained by a content team',
    subscriptionAmount: 10,
    mockQuestions: 10,
    mockTestTime: 10,
  });
  return exam.id;
}

const FILE = [
  'course,subject,type,question,option_a,option_b,option_c,option_d,correct,explanation',
  'Pharmacology,Anticoagulants,single_choice,"<p>Which drug reverses heparin?</p>",Protamine sulfate,Vitamin K,Naloxone,Flumazenil,a,"<p>Protamine binds heparin.</p>"',
  'Pharmacology,Anticoagulants,single_choice,"<p>Which laboratory value monitors warfarin?</p>",aPTT,INR,Platelet count,Fibrinogen,b,"<p>The INR.</p>"',
  'Physiology,Electrolytes,single_choice,"<p>Which imbalance causes peaked T waves?</p>",Hyperkalemia,Hypokalemia,Hypercalcemia,Hyponatremia,a,"<p>High potassium.</p>"',
  '',
].join('\r\n');

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });
}

test('a content team exports, edits and uploads again: the questions are updated, not doubled', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await storeSession(page, 'admin', token);
  const examId = await newExam(request, 'Anticoagulation bank');

  // Straight into the new exam: its courses and subjects come from the file.
  await page.goto(`/admin/dashboard/exams/${examId}?tab=import`);
  await chooseFile(page, 'bank.csv', FILE);
  const check = page.getByRole('list', { name: 'What the import will do' });
  await expect(check).toContainText('3 questions to add');
  await expect(check).toContainText('2 courses to create');
  await page.getByRole('button', { name: 'Upload questions' }).click();
  await expect(page.getByText('3 questions added')).toBeVisible();

  // Export as CSV from the info tab.
  await page.getByRole('tab', { name: 'Info' }).click();
  await page.getByRole('button', { name: 'Export questions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV:/ }).click();
  const exported = readFileSync(await (await download).path(), 'utf8');
  expect(exported.split('\r\n')[0]).toMatch(/^\uFEFFid,course,subject,type,question/);

  // As a spreadsheet user would: reword one question, fix an explanation, copy a row as new.
  const rows = exported.split('\r\n');
  const copied = rows[3]!.replace(/^[0-9a-f-]{36},/, ',');
  const edited = [
    ...rows
      .slice(0, 4)
      .map((row) =>
        row
          .replace('Which drug reverses heparin?', 'Which drug reverses unfractionated heparin?')
          .replace('The INR.', 'The INR (international normalized ratio).'),
      ),
    copied,
    '',
  ].join('\r\n');
  await page.getByRole('tab', { name: 'Import questions' }).click();
  await chooseFile(page, 'bank-edited.csv', edited);
  await expect(check).toContainText('1 question to add');
  await expect(check).toContainText('2 questions to update');
  await expect(check).toContainText('1 question unchanged');
  await expect(page.getByText('1 new row repeats a question')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, 'the import check');
  await page.getByRole('checkbox', { name: 'Leave out this row' }).check();
  await page.getByRole('button', { name: 'Upload questions' }).click();
  await expect(page.getByText('2 questions updated')).toBeVisible();
  await expect(page.getByText('1 row left out as possible duplicates')).toBeVisible();

  // Still three questions, the edit in place, and the history says a file changed it.
  await page.goto(`/admin/dashboard/questions?exam=${examId}`);
  await expect(page.getByText('Showing 1 - 3 of 3 entries')).toBeVisible();
  const reworded = page
    .getByRole('article')
    .filter({ hasText: 'Which drug reverses unfractionated heparin?' });
  await reworded.getByRole('link', { name: /^History of question/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question history' })).toBeVisible();
  await expect(page.getByText('Updated by a file import').first()).toBeVisible();

  // No pair of the bank is alike (the copy was left out).
  await page.goto(`/admin/dashboard/exams/${examId}/duplicates`);
  await expect(
    page.getByText('No possible duplicates: no two questions of this exam are 85% alike or more.'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a draft is submitted, sent back by an examiner with a comment, then approved', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const examId = await newExam(request, 'Review bank');
  const { course } = await api<{ course: { id: string } }>(request, 'POST', '/admin/exam/course', {
    examId,
    name: 'Safety',
  });
  const { subject } = await api<{ subject: { id: string } }>(
    request,
    'POST',
    '/admin/exam/subject',
    { courseId: course.id, name: 'Infection control' },
  );
  const { question } = await api<{ question: { id: string } }>(
    request,
    'POST',
    `/admin/exam/subject/${subject.id}/question`,
    {
      type: 'single_choice',
      question: '<p>Which precautions does a patient with tuberculosis need?</p>',
      options: [
        { value: 'Droplet', answer: false },
        { value: 'Airborne', answer: true },
      ],
      status: 'draft',
    },
  );
  const email = `examiner-${Date.now()}@example.com`;
  await api(request, 'POST', '/admin/onboarding/add', {
    name: 'Efua Examiner',
    email,
    password: 'Examiner-2026',
    roles: ['examiner'],
    examAccess: [examId],
  });
  const signIn = await request.post('/api/v1/admin/onboarding/authenticate', {
    data: { email, password: 'Examiner-2026' },
  });
  const examinerToken = ((await signIn.json()) as { data: { jwt: string } }).data.jwt;

  // The author submits the draft from its subject's list.
  await storeSession(page, 'admin', token);
  await page.goto(`/admin/dashboard/exams/${examId}/view/${subject.id}/questions`);
  const card = page.getByRole('article').first();
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: /^Submit for review/ }).click();
  await expect(page.getByText('Question submitted for review')).toBeVisible();

  // The examiner sends it back with what to change.
  const examinerContext = await browser.newContext();
  const examiner = await examinerContext.newPage();
  await storeSession(examiner, 'admin', examinerToken);
  await examiner.goto('/admin/dashboard/review');
  await expect(examiner.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await examiner.getByRole('button', { name: 'Send back question 1' }).click();
  const dialog = examiner.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: /What should the author change/ })
    .fill('Say which mask: an N95 respirator.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(examiner.getByText('Question sent back to its author')).toBeVisible();

  // The author sees the comment on the draft and submits it again; the examiner approves.
  await page.reload();
  await expect(page.getByText('Say which mask: an N95 respirator.')).toBeVisible();
  await api(request, 'POST', `/admin/question/${question.id}/submit`);
  await examiner.reload();
  await examiner.getByRole('button', { name: 'Approve question 1' }).click();
  await expect(examiner.getByText('Question approved and published')).toBeVisible();
  await examinerContext.close();
  const after = await api<{ question: { status: string } }>(
    request,
    'GET',
    `/admin/question/${question.id}`,
  );
  expect(after.question.status).toBe('published');
});

// The administration journeys of issue 10 in Chromium, against the real server: roles and
// what they see, blacklisting, and a support request from the student's form to the staff
// queue and the support mailbox.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SUPPORT_EMAIL } from './fixtures/accounts';
import { mailsFor } from './fixtures/mail-receiver';
import {
  watchConsole,
  saveScreenshot,
  expectNoSeriousAccessibilityViolations,
} from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const BLACKLISTED =
  'Your account has been suspended. Please contact support if you think this is a mistake.';

// One admin sign-in per worker: the server limits sign-ins per administrator.
let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@prepward.test`;

async function signInAsAdmin(page: Page, email: string, password: string) {
  await page.goto('/signin/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function addAdministratorThroughTheDialog(
  page: Page,
  person: { name: string; email: string; password: string; role: string; exam?: string },
) {
  await page.goto('/admin/dashboard/administrators');
  await page.getByRole('button', { name: 'Add new Administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new Administrator' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog
    .getByLabel(/^Password/)
    .and(dialog.locator('input'))
    .fill(person.password);
  await dialog.getByLabel('Roles').click();
  await page.getByRole('option', { name: person.role, exact: true }).click();
  // Close the open list before going on (a click outside it, on the dialog's title).
  await dialog.getByRole('heading', { name: 'Add new Administrator' }).click();
  if (person.exam) {
    await dialog.getByLabel('Exam access').click();
    await page.getByRole('option', { name: person.exam, exact: true }).click();
    await dialog.getByRole('heading', { name: 'Add new Administrator' }).click();
  }
  await dialog.getByRole('button', { name: 'Add Administrator' }).click();
  await expect(page.getByText('Admin Added Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText(person.role);
}

async function apiStatus(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

test('an admin adds an examiner, who sees only content and is refused users, sales and administrators', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const examiner = {
    name: 'Eve Examiner',
    email: uniqueEmail('examiner'),
    password: 'Examiner2024',
    role: 'examiner',
  };
  await storeSession(page, 'admin', admin);
  await addAdministratorThroughTheDialog(page, examiner);
  await saveScreenshot(page, testInfo, 'administrators-desktop');

  const fresh = await browser.newPage();
  await signInAsAdmin(fresh, examiner.email, examiner.password);
  const nav = fresh.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  for (const hidden of ['Sales', 'Users', 'Administrators', 'Support', 'Audit log']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const shown of ['Overview', 'Exams', 'Questions', 'Reports']) {
    await expect(nav.getByRole('link', { name: shown, exact: true })).toBeVisible();
  }
  // The overview holds only the content figures.
  await expect(fresh.getByRole('link', { name: /Tests taken/ })).toBeVisible();
  await expect(fresh.getByRole('link', { name: /Revenue/ })).toHaveCount(0);

  // A typed-in address gets the server's refusal, not the data.
  await fresh.goto('/admin/dashboard/users');
  await expect(fresh.getByText('You do not have permission to do this')).toBeVisible();

  const token = await fresh.evaluate(() => window.localStorage.getItem('adminToken') ?? '');
  expect(await apiStatus(request, token, '/admin/users')).toBe(403);
  expect(await apiStatus(request, token, '/admin/onboarding')).toBe(403);
  expect(await apiStatus(request, token, '/admin/audit')).toBe(403);
  expect(await apiStatus(request, token, '/admin/sales')).toBe(403);
  expect(await apiStatus(request, token, '/admin/question/report')).toBe(200);
  await fresh.close();
});

test('an examiner limited to one exam sees only that exam', async ({ page, browser, request }) => {
  const exams = await request.get('/api/v1/admin/exam?perPage=100', {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(exams.status()).toBe(200);
  const { data } = (await exams.json()) as { data: { exams: { id: string; name: string }[] } };
  const [chosen, other] = data.exams;
  expect(chosen && other).toBeTruthy();

  const examiner = {
    name: 'Lim Examiner',
    email: uniqueEmail('limited'),
    password: 'Examiner2024',
    role: 'examiner',
    exam: chosen!.name,
  };
  await storeSession(page, 'admin', admin);
  await addAdministratorThroughTheDialog(page, examiner);

  const fresh = await browser.newPage();
  await signInAsAdmin(fresh, examiner.email, examiner.password);
  const token = await fresh.evaluate(() => window.localStorage.getItem('adminToken') ?? '');
  const seen = await request.get('/api/v1/admin/exam?perPage=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const visible = (await seen.json()) as { data: { exams: { id: string }[] } };
  expect(visible.data.exams.map((exam) => exam.id)).toEqual([chosen!.id]);
  await fresh.goto('/admin/dashboard/exams');
  await expect(fresh.getByText(chosen!.name).first()).toBeVisible();
  await expect(fresh.getByText(other!.name)).toHaveCount(0);
  await fresh.close();
});

test('an admin blacklists a student, who is refused at once and told why at sign-in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const student = await createStudent(request, 'banned');
  const studentPage = await browser.newPage();
  await storeSession(studentPage, 'user', student.token);
  await studentPage.goto('/user/support');
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  await storeSession(page, 'admin', admin);
  await page.goto('/admin/dashboard/users');
  await page.getByPlaceholder('Search email').fill(student.email);
  await page.getByPlaceholder('Search email').press('Enter');
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('cell', { name: student.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Mensah' })).toBeVisible();
  await page.getByRole('button', { name: 'Blacklist user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blacklist user' });
  await dialog.getByRole('button', { name: 'Blacklist' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sold access to the question bank');
  await dialog.getByRole('button', { name: 'Blacklist' }).click();
  await expect(page.getByText('User blacklisted')).toBeVisible();
  await expect(page.getByText('Reason: Sold access to the question bank')).toBeVisible();
  await saveScreenshot(page, testInfo, 'user-detail-blacklisted');

  await page.goto('/admin/dashboard/users?tab=banned');
  await expect(page.getByRole('row').filter({ hasText: student.email })).toContainText(
    'Sold access to the question bank',
  );

  // The student's very next request is refused and the session ends.
  await studentPage.reload();
  await expect(studentPage.getByText(BLACKLISTED, { exact: true })).toBeVisible();
  await expect(studentPage).toHaveURL(/\/login$/);
  await studentPage.close();

  // Signing in again (a fresh browser, no session stored) is refused with the reason why.
  const signIn = await browser.newPage();
  await signIn.goto('/signin');
  await signIn.getByLabel('Email').fill(student.email);
  await signIn.getByLabel('Password', { exact: true }).fill(student.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByText(BLACKLISTED, { exact: true })).toBeVisible();
  await expect(signIn).toHaveURL(/\/signin$/);
  await signIn.close();
});

test('a support request goes from the student’s form to the staff queue and the support mailbox', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const student = await createStudent(request, 'support');
  const subject = `Mock exam timer ${Date.now()}`;
  const studentPage = await browser.newPage();
  await storeSession(studentPage, 'user', student.token);
  await studentPage.goto('/user/support');
  await expect(studentPage.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  await studentPage.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await studentPage
    .getByRole('textbox', { name: 'Message' })
    .fill('The timer jumped from 12:00 to 02:00 on my phone.');
  await studentPage.getByRole('button', { name: 'Send message' }).click();
  await expect(
    studentPage.getByText('Your message has been sent. We will reply by email.'),
  ).toBeVisible();
  await expect(studentPage.getByRole('article', { name: subject })).toContainText('Open');

  await expect
    .poll(() =>
      mailsFor(process.env.E2E_MAIL_DIR!, SUPPORT_EMAIL).some((mail) => mail.raw.includes(subject)),
    )
    .toBe(true);
  const mail = mailsFor(process.env.E2E_MAIL_DIR!, SUPPORT_EMAIL).find((received) =>
    received.raw.includes(subject),
  )!;
  expect(mail.raw).toContain(`Reply-To: ${student.email}`);
  expect(mail.raw).toContain('The timer jumped from 12:00 to 02:00');

  await storeSession(page, 'admin', admin);
  await page.goto('/admin/dashboard/overview');
  await expect(page.getByRole('link', { name: /New support requests/ })).toBeVisible();
  await page.getByRole('link', { name: /New support requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/support$/);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(student.email);
  await expect(row).toContainText('Emailed to support');
  await saveScreenshot(page, testInfo, 'support-queue');
  await row.getByRole('button', { name: `Mark handled: ${subject}` }).click();
  await expect(page.getByText('Support request marked as handled')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

  await studentPage.reload();
  await expect(studentPage.getByRole('article', { name: subject })).toContainText('Handled');
  await studentPage.close();
});

test('the admin can read the audit of what was done', async ({ page }) => {
  await storeSession(page, 'admin', admin);
  await page.goto('/admin/dashboard/audit?entity=admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'audit entries' })).toBeVisible();
});

test.describe('administration pages at desktop and phone widths', () => {
  const pages = [
    '/admin/dashboard/overview',
    '/admin/dashboard/users',
    '/admin/dashboard/reports',
    '/admin/dashboard/support',
    '/admin/dashboard/audit',
    '/admin/dashboard/mail',
    '/admin/dashboard/administrators',
  ];
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`${size.name}: no console error, no sideways page scroll, no serious axe finding`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await storeSession(page, 'admin', admin);
      const errors = watchConsole(page);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        await saveScreenshot(page, testInfo, `${path.split('/').at(-1)}-${size.name}`);
        await expectNoSeriousAccessibilityViolations(page, path);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the student Support page at both widths', async ({ page, request }, testInfo) => {
    const student = await createStudent(request, 'support-layout');
    await storeSession(page, 'user', student.token);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/user/support');
      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      await expect(page.getByText('You have not sent us anything yet.')).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectNoSeriousAccessibilityViolations(page);
      await saveScreenshot(page, testInfo, `student-support-${width}`);
    }
  });
});

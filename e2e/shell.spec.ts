import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES, STUDENT_ROUTES, watchConsole } from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const NOT_AUTHORIZED = 'You are not authorized to view this page';

// Real sessions, made once per worker through the API.
let studentToken = '';
let adminSessionToken = '';
test.beforeAll(async ({ request }) => {
  studentToken = (await createStudent(request, 'shell')).token;
  adminSessionToken = await adminToken(request);
});

async function expectRendered(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('#root')).not.toHaveText('Loading...');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Full-page screenshot kept under e2e/test-results/ and attached to the report. */
async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoSeriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

test.describe('home page', () => {
  test('renders the marketing page with navigation', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'HOME' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'FAQ' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('every route renders without a console error', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route}`, async ({ page }) => {
      const errors = watchConsole(page);
      await expectRendered(page, route);
      expect(errors).toEqual([]);
    });
  }
  for (const route of STUDENT_ROUTES) {
    test(`student ${route.split('?')[0]}`, async ({ page }) => {
      await storeSession(page, 'user', studentToken);
      const errors = watchConsole(page);
      await expectRendered(page, route);
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/user'));
      expect(errors).toEqual([]);
    });
  }
  for (const route of ADMIN_ROUTES) {
    test(`admin ${route}`, async ({ page }) => {
      await storeSession(page, 'admin', adminSessionToken);
      const errors = watchConsole(page);
      await expectRendered(page, route);
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/dashboard'));
      expect(errors).toEqual([]);
    });
  }

  test('an unknown page shows Page not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown API path answers JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      message: 'Route GET /api/v1/no-such-endpoint not found',
      error: 'Not Found',
    });
  });
});

test.describe('route guards', () => {
  test('a student page without a session shows the toast and goes to /login', async ({ page }) => {
    await page.goto('/user/my-exams');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
  });

  // /login is itself a login page, so a signed-in person sent there moves on to their own area.
  test('an admin page with a student session shows the toast and ends in the student area', async ({
    page,
  }) => {
    await storeSession(page, 'user', studentToken);
    await page.goto('/admin/dashboard/users');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(page).toHaveURL(/\/user$/);
  });

  test('a student page with an admin session shows the toast and ends in the admin area', async ({
    page,
  }) => {
    await storeSession(page, 'admin', adminSessionToken);
    await page.goto('/user/cart');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard(\/overview)?$/);
  });

  test('login pages send a signed-in student to /user', async ({ page }) => {
    await storeSession(page, 'user', studentToken);
    for (const route of ['/signin', '/login', '/signup']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/user$/);
    }
  });

  test('login pages send a signed-in admin to /admin/dashboard', async ({ page }) => {
    await storeSession(page, 'admin', adminSessionToken);
    for (const route of ['/signin/admin', '/signin']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/admin\/dashboard(\/overview)?$/);
    }
  });
});

test.describe('layouts at desktop and phone widths', () => {
  const widths = [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ];
  for (const size of widths) {
    test(`${size.name} (${size.width}px)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const isPhone = size.width < 768;

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreenshot(page, testInfo, `home-${size.name}`);
      if (isPhone) {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('dialog').getByRole('link', { name: 'FAQ' })).toBeVisible();
        await page.keyboard.press('Escape');
      }

      await storeSession(page, 'user', studentToken);
      await page.goto('/user/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const studentNav = page.getByRole('link', { name: 'My Exams' });
      if (isPhone) {
        await expect(studentNav).not.toBeInViewport();
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
      }
      await expect(studentNav).toBeVisible();
      await saveScreenshot(page, testInfo, `student-${size.name}`);
      await studentNav.click();
      await expect(page).toHaveURL(/\/user\/my-exams$/);

      await page.evaluate(() => window.localStorage.clear());
      await storeSession(page, 'admin', adminSessionToken);
      await page.goto('/admin/dashboard/overview');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (isPhone) await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await expect(page.getByRole('link', { name: 'Administrators' })).toBeVisible();
      await saveScreenshot(page, testInfo, `admin-${size.name}`);
    });
  }
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route}`, async ({ page }) => {
      await expectRendered(page, route);
      await expectNoSeriousAccessibilityViolations(page);
    });
  }
  for (const route of ['/user', '/user/home', '/user/account']) {
    test(`student ${route}`, async ({ page }) => {
      await storeSession(page, 'user', studentToken);
      await expectRendered(page, route);
      await expectNoSeriousAccessibilityViolations(page);
    });
  }
  for (const route of ['/admin/dashboard/overview', '/admin/dashboard/administrators']) {
    test(`admin ${route}`, async ({ page }) => {
      await storeSession(page, 'admin', adminSessionToken);
      await expectRendered(page, route);
      await expectNoSeriousAccessibilityViolations(page);
    });
  }
});

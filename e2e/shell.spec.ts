import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  PUBLIC_ROUTES,
  STUDENT_ROUTES,
  watchConsole,
  saveScreenshot,
  expectNoSeriousAccessibilityViolations,
} from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const NOT_AUTHORIZED = 'You are not authorized to view this page';

// Real sessions, made once per worker through the API.
let studentToken = '';
let adminSessionToken = '';
let demoExamId = '';
test.beforeAll(async ({ request }) => {
  studentToken = (await createStudent(request, 'shell')).token;
  adminSessionToken = await adminToken(request);
  // The quick view loads its exam: point it at a real one (a missing exam is a 404).
  const catalogue = await request.get('/api/v1/user/exam?perPage=1', {
    headers: { Authorization: `Bearer ${studentToken}` },
  });
  demoExamId = ((await catalogue.json()) as { data: { exams: { id: string }[] } }).data.exams[0]!
    .id;
});

/** A student route with the placeholder exam id of the quick view replaced by a real one. */
const withRealExam = (route: string) =>
  route.includes('/all-exams/view/')
    ? route.replace('00000000-0000-4000-8000-000000000000', demoExamId)
    : route;

async function expectRendered(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('#root')).not.toHaveText('Loading...');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
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

// One test per area, visiting its routes in turn in the same page: the app's files come from
// the browser's cache after the first visit, as they do for a person moving between pages, and
// each route's visit is one step of the report.
test.describe('every route renders without a console error, and axe finds nothing serious', () => {
  const AXE_ROUTES = new Set([
    ...PUBLIC_ROUTES,
    '/user',
    '/user/home',
    '/user/account',
    '/admin/dashboard/overview',
    '/admin/dashboard/administrators',
  ]);

  async function visitEach(page: Page, routes: readonly string[], area?: string) {
    const errors = watchConsole(page);
    for (const route of routes) {
      await test.step(route.split('?')[0]!, async () => {
        await expectRendered(page, withRealExam(route));
        if (area) await expect(page).toHaveURL((url) => url.pathname.startsWith(area));
        if (AXE_ROUTES.has(route)) await expectNoSeriousAccessibilityViolations(page, route);
        expect(errors, route).toEqual([]);
      });
    }
  }

  test('public routes', async ({ page }) => {
    await visitEach(page, PUBLIC_ROUTES);
  });
  test('student routes', async ({ page }) => {
    await storeSession(page, 'user', studentToken);
    await visitEach(page, STUDENT_ROUTES, '/user');
  });
  test('admin routes', async ({ page }) => {
    await storeSession(page, 'admin', adminSessionToken);
    await visitEach(page, ADMIN_ROUTES, '/admin/dashboard');
  });

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

test('sign-in and sign-up show no Google button on a server without Google sign-in', async ({
  page,
}) => {
  for (const route of ['/signin', '/signup']) {
    const config = page.waitForResponse('**/api/v1/public/config');
    await page.goto(route);
    await config;
    await expect(page.getByRole('button', { name: /^(Sign in|Create account)$/ })).toBeVisible();
    await expect(page.getByText(/with Google/)).toHaveCount(0);
    await expect(page.getByText('Google sign-in is not available', { exact: false })).toHaveCount(
      0,
    );
  }
});

test('the built app goes out compressed, with hashed files cached for a year', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const asset of scripts) {
    const brotli = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding'], asset).toBe('br');
    expect(brotli.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['vary'], asset).toContain('Accept-Encoding');
    const gzip = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], asset).toBe('gzip');
  }
  const fallback = await request.get('/user/home', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(fallback.headers()['content-encoding']).toBe('gzip');
  expect(fallback.headers()['cache-control']).toBe('no-cache');
});

test.describe('public top bar', () => {
  const scrollWindowTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  };

  for (const close of ['tap', 'Escape'] as const) {
    test(`hides past 150px and returns on scrolling up after the phone menu was closed (${close})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const header = page.getByTestId('public-header');
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      if (close === 'tap') await drawer.getByRole('button', { name: 'Close navigation' }).click();
      else await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await scrollWindowTo(page, 600);
      await expect(header).not.toBeInViewport();
      await scrollWindowTo(page, 450);
      await expect(header).toBeInViewport();
      await scrollWindowTo(page, 100);
      await expect(header).toBeInViewport();
    });
  }

  test('hides and returns the same way at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByTestId('public-header');
    // The prerendered page is on screen before it hydrates; scrolling counts once it has.
    await expect(async () => {
      await scrollWindowTo(page, 0);
      await scrollWindowTo(page, 600);
      await expect(header).not.toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await scrollWindowTo(page, 500);
    await expect(header).toBeInViewport();
  });
});

test('buttons and tabs keep their look on pages loaded after the app starts', async ({ page }) => {
  // A lazily loaded page that shares modules with the public pages must not bring their
  // per-component Mantine CSS, whose button reset would undo Button's and Tab's styles.
  const backgroundOf = (locator: Locator) =>
    locator.first().evaluate((element) => getComputedStyle(element).backgroundColor);
  await storeSession(page, 'user', studentToken);
  await page.goto('/user/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await backgroundOf(page.getByRole('button', { name: 'Search', exact: true }))).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await expect(page.getByRole('button', { name: /^Add to cart/ }).first()).toBeInViewport();

  // The demo nursing exam has subjects (other tests add exams without any).
  const catalogue = await page.request.get('/api/v1/user/exam', {
    headers: { Authorization: `Bearer ${studentToken}` },
    params: { search: 'Registered Nurse', perPage: 10 },
  });
  const nursing = ((await catalogue.json()) as { data: { exams: { id: string }[] } }).data
    .exams[0]!;
  await storeSession(page, 'admin', adminSessionToken);
  await page.goto(`/admin/dashboard/exams/${nursing.id}?tab=subjects`);
  const questions = page.getByRole('main').getByRole('link', { name: 'Questions', exact: true });
  expect(await backgroundOf(questions)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.getByRole('tab', { name: /Subjects/ })).toHaveCSS(
    'border-bottom-style',
    'solid',
  );
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

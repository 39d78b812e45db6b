// The public site as a first-time visitor meets it, at phone and desktop widths: content in
// the HTML before any script runs, hydration without a React complaint, the live catalogue,
// the testimonials, the FAQ dropdowns, the phone menu, link previews and crawler files.
import { expect, test } from '@playwright/test';
import {
  watchConsole,
  saveScreenshot,
  expectNoSeriousAccessibilityViolations,
} from './fixtures/pages';
import { adminToken, storeSession } from './fixtures/sessions';

const HEADLINE = 'Pass your healthcare licensing exam with confidence';
const DEMO_EXAM = 'Registered Nurse Licensure Practice (NCLEX-style)';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The origin the e2e server was given as PUBLIC_URL. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Text of every match of `pattern`'s first group in `html`, tags stripped. */
function textsOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

test.describe('content before any script runs', () => {
  test('the HTML of / holds the headline, the sections and the featured questions', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(textsOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toEqual([HEADLINE]);
    expect(textsOf(html, /<h2[^>]*>([\s\S]*?)<\/h2>/g)).toEqual(
      expect.arrayContaining([
        'Everything you need to prepare',
        'Exams open for preparation',
        'Trusted by healthcare professionals',
        'Frequently asked questions',
      ]),
    );
    expect(textsOf(html, /<summary[^>]*>([\s\S]*?)<\/summary>/g)).toContain(
      'Can I try an exam before paying?',
    );
    expect(html).toContain('data-prerendered="true"');
    // No inline script: the content security policy allows none.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  test('the HTML of /faq holds every question, the same ones the page shows', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/faq')).text();
    expect(textsOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toEqual(['Frequently asked questions']);
    const questions = textsOf(html, /<summary[^>]*>([\s\S]*?)<\/summary>/g);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions).toContain('Can I try an exam before paying?');

    await page.goto('/faq');
    await expect(page.locator('main summary')).toHaveText(questions);
  });

  test('with JavaScript off, the pages read in full and the questions still open', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    await page.goto('/faq');
    const question = page.locator('details', { hasText: 'Can I try an exam before paying?' });
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByText('20 questions', { exact: false })).toBeVisible();
    await context.close();
  });

  test('the sign-in and sign-up pages arrive with their forms', async ({ request }) => {
    const signin = await (await request.get('/signin')).text();
    expect(textsOf(signin, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toEqual(['Sign in']);
    expect(signin).toContain('Forgot Password');
    const signup = await (await request.get('/signup')).text();
    expect(textsOf(signup, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toEqual(['Create your account']);
    expect(signup).toContain('Confirm password');
    const login = await (await request.get('/login')).text();
    expect(textsOf(login, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toEqual(['Sign in']);
  });
});

test('a prerendered form takes input only once it works, so nothing typed is lost', async ({
  page,
}) => {
  // Scripts held back: the form shows from the HTML, but cannot take input yet.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/signin', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  const takesInput = () => email.evaluate((input) => input.closest('[inert]') === null);
  expect(await takesInput()).toBe(false);
  await email.evaluate((input) => input.focus());
  await expect(email).not.toBeFocused();

  releaseScripts();
  await expect.poll(takesInput).toBe(true);
  await email.fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toHaveValue('nobody@example.com');
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect(
    page.getByRole('alert').or(page.locator('.mantine-Notification-root')),
  ).toBeVisible();
});

test.describe('findability', () => {
  const pages = [
    {
      path: '/',
      title: 'PrepWard — exam preparation for healthcare professionals',
      canonical: '/',
    },
    { path: '/faq', title: 'Frequently asked questions | PrepWard', canonical: '/faq' },
    { path: '/signin', title: 'Sign in | PrepWard', canonical: '/signin' },
    { path: '/signup', title: 'Create your account | PrepWard', canonical: '/signup' },
    { path: '/login', title: 'Sign in | PrepWard', canonical: '/signin' },
  ];
  for (const expected of pages) {
    test(`${expected.path} has its title, description, canonical URL and link preview`, async ({
      page,
    }) => {
      await page.goto(expected.path);
      await expect(page).toHaveTitle(expected.title);
      const head = page.locator('head');
      const content = (selector: string) => head.locator(selector).getAttribute('content');
      const canonical = `${ORIGIN}${expected.canonical}`;
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      expect((await content('meta[name="description"]'))?.length).toBeGreaterThan(50);
      expect(await content('meta[property="og:title"]')).toBe(expected.title);
      expect(await content('meta[property="og:url"]')).toBe(canonical);
      expect(await content('meta[property="og:type"]')).toBe('website');
      expect(await content('meta[property="og:image"]')).toBe(`${ORIGIN}/og-image.png`);
      expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await head.locator('meta[name="description"]').count()).toBe(1);
      expect(await head.locator('title').count()).toBe(1);
    });
  }

  test('the link preview image is there, 1200 by 630', async ({ request }) => {
    const image = await request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('robots.txt and sitemap.xml name the site by its PUBLIC_URL', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locations).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/faq`,
      `${ORIGIN}/signup`,
      `${ORIGIN}/signin`,
    ]);
  });
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width}px (${size.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('the pages hydrate without a console error and pass axe', async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      for (const path of ['/', '/faq', '/signin', '/signup']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') {
          await page.locator('#exams').scrollIntoViewIfNeeded();
          await expect(page.getByRole('heading', { name: DEMO_EXAM })).toBeVisible();
        }
        await expectNoSeriousAccessibilityViolations(page);
        await saveScreenshot(
          page,
          testInfo,
          `${path === '/' ? 'home' : path.slice(1)}-${size.name}`,
        );
      }
      expect(errors).toEqual([]);
    });

    test('the catalogue shows the live exams with their price per month', async ({ page }) => {
      await page.goto('/');
      const exams = page.locator('#exams');
      await exams.scrollIntoViewIfNeeded();
      const card = exams.getByRole('listitem').filter({ hasText: DEMO_EXAM });
      await expect(card).toBeVisible();
      await expect(card).toContainText('$19.99 per month');
      await expect(card.getByRole('link', { name: `Sign up for ${DEMO_EXAM}` })).toHaveAttribute(
        'href',
        '/signup',
      );
      // The demo catalogue's three, and any an administrator added.
      expect(await exams.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    });

    test('the testimonials rotate through all four, stop on request, and rest for reduced motion', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'What professionals say' });
      await carousel.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      const slide = carousel.getByRole('group');
      await expect(slide).toHaveAccessibleName('1 of 4');
      const seen = [await slide.locator('blockquote').textContent()];
      for (const next of ['2 of 4', '3 of 4', '4 of 4', '1 of 4']) {
        await page.clock.runFor(6000);
        await expect(slide).toHaveAccessibleName(next);
        seen.push(await slide.locator('blockquote').textContent());
      }
      expect(new Set(seen).size).toBe(4);

      await carousel.getByRole('button', { name: 'Stop rotating testimonials' }).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(20_000);
      await expect(slide).toHaveAccessibleName('1 of 4');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await carousel.scrollIntoViewIfNeeded();
      await page.clock.runFor(20_000);
      await expect(slide).toHaveAccessibleName('1 of 4');
      await expect(carousel.getByRole('button', { name: /rotating testimonials/ })).toHaveCount(0);
    });

    test('a question opens and closes, one at a time', async ({ page }) => {
      await page.goto('/faq');
      const first = page.locator('main details').nth(0);
      const second = page.locator('main details').nth(1);
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('p')).toBeVisible();
      await second.locator('summary').click();
      await expect(second).toHaveAttribute('open', '');
      await expect(first).not.toHaveAttribute('open');
      await second.locator('summary').press('Enter');
      await expect(second).not.toHaveAttribute('open');
      await expect(second.locator('p')).toBeHidden();
    });

    test('a signed-in student is offered their dashboard once the page has hydrated', async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain('Get started');
      await storeSession(page, 'user', 'any-token');
      await page.goto('/');
      const header = page.getByTestId('public-header');
      const dashboard = size.name === 'phone' ? page.getByRole('dialog') : header;
      if (size.name === 'phone')
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await expect(dashboard.getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
        'href',
        '/user',
      );
      await expect(page.getByRole('link', { name: 'Browse exams' })).toHaveAttribute(
        'href',
        '/user/home',
      );
    });
  });
}

test('the phone menu is 80% of the screen wide and closes on Escape or its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'PrepWard' });
  await expect(drawer).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBeCloseTo(312, 0);
  await expect(drawer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  await burger.click();
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toBeHidden();

  await burger.click();
  await drawer.getByRole('link', { name: 'HOME' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
});

test.describe('an exam an administrator creates', () => {
  test('appears in the home page catalogue', async ({ page, request }) => {
    const token = await adminToken(request);
    const name = `Physiotherapy Registration ${Date.now()}`;
    // POST /api/v1/admin/exam/ is the content area's endpoint.
    const created = await request.post('/api/v1/admin/exam/', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        description: 'Musculoskeletal, neurological and respiratory care, with timed mocks.',
        subscriptionAmount: 14.5,
        mockQuestions: 25,
        mockTestTime: 40,
      },
    });
    test.skip(
      created.status() === 404 && (await created.text()).includes('Route POST'),
      'The administrators’ exam endpoint is not on this build yet (content area)',
    );
    expect(created.ok(), await created.text()).toBe(true);

    // The server reuses the catalogue for up to 5 seconds, and a browser keeps a reply for a
    // minute: wait until the server lists it, then load the page for the first time.
    await expect
      .poll(async () => (await request.get('/api/v1/public/exams')).text(), { timeout: 20_000 })
      .toContain(name);
    await page.goto('/');
    await page.locator('#exams').scrollIntoViewIfNeeded();
    const card = page.locator('#exams li').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$14.5 per month');
  });
});

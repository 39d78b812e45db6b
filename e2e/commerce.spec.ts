// Buying exams end to end (issue 8): the catalogue, quick view, cart panel and page, checkout
// through the sandbox gateway, My Exams; then an administrator's Sales page with its badge
// colours, expanded rows, details drawer, filters and manual allocation.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mailsFor } from './fixtures/mail-receiver';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';
import { saveScreenshot, expectNoSeriousAccessibilityViolations } from './fixtures/pages';

const NURSING = 'Registered Nurse Licensure Practice (NCLEX-style)';
const PHARMACY = 'Pharmacist Licensure Practice';
const MEDICAL = 'Medical Licensing Exam Step 2 CK-style Practice';

type Envelope<T> = { message: string; data: T };
type CatalogueExam = { id: string; name: string };

let adminSession = '';
test.beforeAll(async ({ request }) => {
  adminSession = await adminToken(request);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function catalogue(request: APIRequestContext, token: string): Promise<CatalogueExam[]> {
  const response = await request.get('/api/v1/user/exam?perPage=100', { headers: bearer(token) });
  return ((await response.json()) as Envelope<{ exams: CatalogueExam[] }>).data.exams;
}

/** A student buys an exam through the API and the sandbox gateway (no browser). */
async function buyThroughApi(
  request: APIRequestContext,
  token: string,
  examId: string,
  pay: boolean,
) {
  await request.post('/api/v1/user/cart', {
    headers: bearer(token),
    data: { examID: examId, months: 1 },
  });
  const checkout = await request.post('/api/v1/user/cart/checkout', { headers: bearer(token) });
  expect(checkout.ok()).toBe(true);
  const { sale } = (
    (await checkout.json()) as Envelope<{ sale: { id: string; reference: string } }>
  ).data;
  if (pay) {
    const paid = await request.post(`/api/v1/payments/sandbox/${sale.reference}`, {
      data: { outcome: 'pay' },
    });
    expect(paid.ok()).toBe(true);
  }
  return sale;
}

/** The hue (0-360) of an element's background colour. */
async function backgroundHue(locator: Locator): Promise<number> {
  const color = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = (color.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((value) => Number(value) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a student browses, fills the cart, pays through the sandbox and finds the exam in My Exams', async ({
  page,
  request,
}, testInfo) => {
  const student = await createStudent(request, 'buyer');
  await storeSession(page, 'user', student.token);

  // All Exams: cards with price per month; search by name.
  await page.goto('/user/home');
  await expect(page.getByRole('heading', { level: 1, name: 'All Exams' })).toBeVisible();
  await expect(card(page, NURSING)).toBeVisible();
  await expect(card(page, NURSING).getByTestId('exam-price')).toHaveText('$19.99');
  await expect(card(page, NURSING).getByTestId('exam-cover-fallback')).toBeVisible();
  await saveScreenshot(page, testInfo, 'all-exams-desktop');
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByPlaceholder('Search').fill('pharmacist');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=pharmacist/);
  await expect(card(page, PHARMACY)).toBeVisible();
  await expect(card(page, NURSING)).toHaveCount(0);

  // Quick view: description, courses and subjects, counts, mock settings; add 3 months.
  await card(page, PHARMACY).getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/user\/home\/all-exams\/view\/[^?]+\?name=Pharmacist/);
  await expect(page.getByRole('heading', { level: 1, name: PHARMACY })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Courses and subjects' })).toBeVisible();
  await expect(page.getByText('Pharmacology and Therapeutics')).toBeVisible();
  await expect(page.getByText(/\d+ questions in \d+ minutes/)).toBeVisible();
  await page.getByRole('combobox', { name: `Months of ${PHARMACY}` }).click();
  await page.getByRole('option', { name: '3 months', exact: true }).click();
  await page.getByRole('button', { name: `Add to cart: ${PHARMACY}, 3 months` }).click();
  await expect(page.getByText('Exam added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: `In cart: ${PHARMACY}, 3 months` })).toBeVisible();
  await saveScreenshot(page, testInfo, 'quick-view-desktop');
  await expectNoSeriousAccessibilityViolations(page);

  // A second exam from the catalogue.
  await page.getByRole('link', { name: 'Back to All Exams' }).click();
  await card(page, NURSING)
    .getByRole('button', { name: `Add to cart: ${NURSING}, 1 month` })
    .click();
  await expect(page.getByText('Exam added to cart').first()).toBeVisible();

  // The cart panel: two lines, remove one.
  const nav = page.getByRole('navigation', { name: 'Student navigation' });
  await expect(nav.getByTestId('cart-count')).toHaveText(/^2/);
  await nav.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByTestId('cart-total')).toHaveText('$94.96');
  await saveScreenshot(page, testInfo, 'cart-panel-desktop');
  await panel.getByRole('button', { name: `Remove ${NURSING} from cart` }).click();
  await expect(page.getByText('Exam removed from cart')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByTestId('cart-total')).toHaveText('$74.97');
  await expect(nav.getByTestId('cart-count')).toHaveText(/^1/);

  // The cart page and checkout through the sandbox gateway.
  await panel.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await expect(page.getByTestId('cart-page-total')).toHaveText('$74.97');
  await saveScreenshot(page, testInfo, 'cart-page-desktop');
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Pay $74.97' }).click();

  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/PW-/);
  await expect(page.getByText('Test payment gateway.')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$74.97 USD');
  const reference = (await page.getByTestId('sandbox-reference').textContent())!;
  await saveScreenshot(page, testInfo, 'sandbox-gateway-desktop');
  await page.getByRole('button', { name: 'Pay $74.97' }).click();

  await expect(page).toHaveURL(new RegExp(`/user/cart/result\\?reference=${reference}$`));
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exams bought' })).toContainText(
    `${PHARMACY}: 3 months, access until`,
  );
  await saveScreenshot(page, testInfo, 'payment-result-desktop');
  await expect(nav.getByTestId('cart-count')).toHaveText(/^0/);

  await page.getByRole('link', { name: 'Go to My Exams' }).click();
  await expect(page).toHaveURL(/\/user\/my-exams$/);
  const owned = page.getByRole('article', { name: PHARMACY });
  await expect(owned.getByTestId('access-end')).toHaveText(/^Access until \d{1,2} \w{3} \d{4}$/);
  await saveScreenshot(page, testInfo, 'my-exams-desktop');

  // The receipt reached the student's mailbox.
  await expect.poll(() => mailsFor(process.env.E2E_MAIL_DIR!, student.email).length).toBe(2);
  const receipt = mailsFor(process.env.E2E_MAIL_DIR!, student.email)[1]!.raw;
  expect(receipt).toContain(reference);

  // The catalogue now shows the access badge.
  await page.goto('/user/home');
  await expect(card(page, PHARMACY).getByTestId('access-badge')).toHaveText(/^Access until/);

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/home');
  await expect(card(page, NURSING)).toBeVisible();
  await saveScreenshot(page, testInfo, 'all-exams-phone');
  await card(page, NURSING).getByRole('link', { name: 'View details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NURSING })).toBeVisible();
  await saveScreenshot(page, testInfo, 'quick-view-phone');
  await page.goto('/user/my-exams');
  await expect(owned).toBeVisible();
  await saveScreenshot(page, testInfo, 'my-exams-phone');
});

test('a declined payment leaves the cart as it was and grants nothing', async ({
  page,
  request,
}, testInfo) => {
  const student = await createStudent(request, 'decliner');
  await storeSession(page, 'user', student.token);
  await page.goto('/user/home');
  await card(page, MEDICAL)
    .getByRole('button', { name: `Add to cart: ${MEDICAL}, 1 month` })
    .click();
  await expect(page.getByText('Exam added to cart')).toBeVisible();
  await page.goto('/user/cart');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Pay $29.99' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'cart-page-phone');
  await page.getByRole('button', { name: 'Pay $29.99' }).click();
  await expect(page.getByText('Test payment gateway.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'sandbox-gateway-phone');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Payment not completed')).toBeVisible();
  await saveScreenshot(page, testInfo, 'payment-declined-phone');
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: MEDICAL })).toBeVisible();
  await page.goto('/user/my-exams');
  await expect(page.getByText('You have no exams yet.')).toBeVisible();
});

test('an administrator reviews sales, filters them and allocates an exam to a student', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const buyer = await createStudent(request, 'sold');
  const pending = await createStudent(request, 'pending');
  const exams = await catalogue(request, buyer.token);
  const nursing = exams.find((exam) => exam.name === NURSING)!;
  const sale = await buyThroughApi(request, buyer.token, nursing.id, true);
  await buyThroughApi(request, pending.token, nursing.id, false);

  await storeSession(page, 'admin', adminSession);
  await page.goto('/admin/dashboard/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(page.getByTestId('sales-totals')).toContainText('Revenue');

  // Pending is yellow.
  const search = page.getByPlaceholder('Search email');
  await search.fill(pending.email);
  await search.press('Enter');
  const pendingRow = page.getByRole('row').filter({ hasText: pending.email });
  await expect(pendingRow.getByTestId('sale-status')).toHaveText('pending');
  const yellowHue = await backgroundHue(pendingRow.getByTestId('sale-status'));
  expect(yellowHue).toBeGreaterThan(35);
  expect(yellowHue).toBeLessThan(65);

  // Success is green; a click expands the row to its items; the drawer has the details.
  await search.fill(buyer.email);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(buyer.email)}`));
  const row = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sam Mensah');
  await expect(row).toContainText('$19.99');
  const successBadge = row.getByTestId('sale-status');
  await expect(successBadge).toHaveText('success');
  const greenHue = await backgroundHue(successBadge);
  expect(greenHue).toBeGreaterThan(90);
  expect(greenHue).toBeLessThan(160);

  await row.getByText(buyer.email).click();
  const items = page.getByTestId('sale-items');
  await expect(items).toContainText(NURSING);
  await expect(items).toContainText(nursing.id);
  await expect(items).toContainText(sale.reference);
  await saveScreenshot(page, testInfo, 'sales-expanded-desktop');
  await expectNoSeriousAccessibilityViolations(page);

  await row.getByRole('button', { name: `Details of sale ${sale.reference}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(drawer.getByTestId('sale-status')).toHaveText('success');
  for (const text of [
    'Transaction ID',
    sale.id,
    'Payment reference',
    sale.reference,
    'Amount',
    '$19.99',
    'Customer name',
    'Sam Mensah',
    'Date',
    'Email',
    buyer.email,
    'Exam name',
    NURSING,
    'Exam ID',
    nursing.id,
  ]) {
    await expect(drawer).toContainText(text);
  }
  await saveScreenshot(page, testInfo, 'sale-drawer-desktop');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Filters: profession and a day range around today keep the sale; another profession hides it.
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const dayLabel = today.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: 'Doctor' }).click();
  await dialog.getByRole('button', { name: 'Date from' }).click();
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  await dialog.getByRole('button', { name: 'Date to' }).click();
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/profession=Doctor/);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await expect(page).toHaveURL(new RegExp(`to=${day}`));
  await expect(row).toHaveCount(1);

  await page.getByRole('button', { name: /^Filter/ }).click();
  await dialog.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: 'Nurses' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/profession=Nurses/);
  await expect(page.getByText('No sales match these filters.')).toBeVisible();

  // Manual allocation to another student, who then sees the exam.
  const lucky = await createStudent(request, 'allocated');
  await page.goto('/admin/dashboard/home');
  await page.getByRole('button', { name: 'Manual allocation' }).click();
  const allocation = page.getByRole('dialog', { name: 'Manual allocation' });
  await allocation.getByRole('combobox', { name: 'Student' }).fill(lucky.email);
  await page
    .getByRole('option', { name: new RegExp(lucky.email.replace(/[.+]/g, '\\$&')) })
    .click();
  await allocation.getByRole('combobox', { name: 'Exam' }).click();
  await page.getByRole('option', { name: PHARMACY }).click();
  await allocation.getByRole('combobox', { name: 'Months' }).click();
  await page.getByRole('option', { name: '2 months', exact: true }).click();
  await saveScreenshot(page, testInfo, 'manual-allocation-desktop');
  await allocation.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByText('Exam allocated successfully')).toBeVisible();
  await expect(allocation).toBeHidden();

  await search.fill(lucky.email);
  await search.press('Enter');
  const manualRow = page.getByRole('row').filter({ hasText: lucky.email });
  await expect(manualRow).toContainText('$0');
  await expect(manualRow.getByTestId('sale-status')).toHaveText('success');

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await storeSession(studentPage, 'user', lucky.token);
  await studentPage.goto('/user/my-exams');
  await expect(
    studentPage.getByRole('article', { name: PHARMACY }).getByTestId('access-end'),
  ).toHaveText(/^Access until/);
  await studentContext.close();

  // The Sales page on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await saveScreenshot(page, testInfo, 'sales-phone');
});

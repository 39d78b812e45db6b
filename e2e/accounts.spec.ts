// The account journeys, end to end: the real server, the real database
// and mail delivered over SMTP to the test receiver.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './fixtures/accounts';
import { waitForCode } from './fixtures/mail-receiver';

const PASSWORD_RULE =
  'Password must be at least 8 characters long, include at least one uppercase letter, one lowercase letter, and one number. A special character is optional.';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillSignup(page: Page, email: string, password: string) {
  await page.getByLabel('First name').fill('Amara');
  await page.getByLabel('Last name').fill('Nwosu');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: 'Nurses' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Kenya');
  await page.getByRole('option', { name: 'Kenya' }).click();
}

/** The message shows, and the field it belongs to is marked invalid. */
async function expectFieldError(page: Page, label: string, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  const field = page.getByLabel(label, { exact: true }).and(page.locator('input'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function enterCode(page: Page, code: string) {
  const field = page.getByLabel('Verification code').first();
  await field.click();
  await page.keyboard.type(code);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a student signs up, verifies, edits the profile, changes and recovers the password', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const firstPassword = 'Ward2024pass';
  const secondPassword = 'Changed2024';
  const thirdPassword = 'Recovered2024';

  await page.goto('/signup');
  await fillSignup(page, email, firstPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/verify/);

  // Signing in before verifying is refused with a way to get a new code.
  await signIn(page, email, firstPassword);
  await expect(
    page.getByText('Please verify your email before signing in.', { exact: false }),
  ).toBeVisible();

  await page.goto(`/verify?email=${encodeURIComponent(email)}`);
  await enterCode(page, await waitForCode(email, 1));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified. You can now sign in.')).toBeVisible();

  await signIn(page, email, firstPassword);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  // A local request has no public IP: no location failure toast.
  await expect(page.getByText('Failed to fetch location')).toHaveCount(0);

  await page.goto('/user/account');
  await expect(page.getByLabel('First name')).toHaveValue('Amara');
  await page.getByLabel('First name').fill('Amarachi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Update Successful')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Amarachi');

  await page.getByLabel('Old password').fill(firstPassword);
  await page.getByLabel('New password', { exact: true }).fill(secondPassword);
  await page.getByLabel('Confirm new password').fill(secondPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password Updated Successfully')).toBeVisible();
  // The session goes on with the fresh token.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Amarachi');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto('/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  const resetCode = await waitForCode(email, 2);
  await page.getByLabel('Reset code').first().click();
  await page.keyboard.type(resetCode);
  await page.getByLabel('New password', { exact: true }).fill(thirdPassword);
  await page.getByLabel('Confirm password').fill(thirdPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, email, secondPassword);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await signIn(page, email, thirdPassword);
  await expect(page).toHaveURL(/\/user$/);
});

test('an administrator signs in, lands on the dashboard and signs out', async ({ page }) => {
  await page.goto('/signin/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // An admin session does not open student pages.
  await page.goto('/user/account');
  await expect(page.getByText('You are not authorized to view this page')).toBeVisible();

  await page.goto('/admin/dashboard/overview');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/signin\/admin$/);
  await page.goto('/admin/dashboard/users');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('validation messages appear under their fields', () => {
  test('sign-in', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Password', 'Password is required');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(page, 'Email', 'Invalid email address');
  });

  test('admin sign-in', async ({ page }) => {
    await page.goto('/signin/admin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Password', 'Password is required');
  });

  test('sign-up', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const [label, message] of [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Password', 'Password is required'],
      ['Confirm password', 'Confirm password is required'],
      ['Profession', 'Profession is required'],
      ['Country', 'Country is required'],
    ] as const) {
      await expectFieldError(page, label, message);
    }
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(PASSWORD_RULE).last()).toBeVisible();
    await expectFieldError(page, 'Confirm password', 'Passwords do not match');
  });

  test('sign-up with an email that is taken shows the server message', async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(page, ADMIN.email.replace('e2e-admin', 'taken'), 'Taken2024pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify/);
    await page.goto('/signup');
    await fillSignup(page, ADMIN.email.replace('e2e-admin', 'taken'), 'Taken2024pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('An account with this email already exists', { exact: false }),
    ).toBeVisible();
  });

  test('forgot password', async ({ page }) => {
    await page.goto('/forgotpassword');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expectFieldError(page, 'Email', 'Email is required');
  });

  test('change password', async ({ page }) => {
    const email = uniqueEmail('validation');
    await page.goto('/signup');
    await fillSignup(page, email, 'Valid2024pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify/);
    await enterCode(page, await waitForCode(email, 1));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await signIn(page, email, 'Valid2024pass');
    await expect(page).toHaveURL(/\/user$/);

    await page.goto('/user/account');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expectFieldError(page, 'Old password', 'Old password is required');
    await expectFieldError(page, 'New password', 'New password is required');
    await expectFieldError(page, 'Confirm new password', 'Confirm new password is required');
    await page.getByLabel('Old password').fill('12345');
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expectFieldError(page, 'Old password', 'Password must be at least 6 characters long');
    await expectFieldError(page, 'Confirm new password', 'Passwords do not match');
  });
});

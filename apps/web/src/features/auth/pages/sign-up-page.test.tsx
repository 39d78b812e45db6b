import { MESSAGES, VALIDATION } from '@prepward/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { STUDENT } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

async function openSignUp() {
  const view = renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' }, { timeout: 5000 });
  return view;
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(user: UserEvent) {
  await fill(user, screen.getByLabelText('First name'), 'Amara');
  await fill(user, screen.getByLabelText('Last name'), 'Nwosu');
  await fill(user, screen.getByLabelText('Email'), 'Amara@Example.com');
  await fill(user, screen.getByLabelText('Password'), 'Ward2024pass');
  await fill(user, screen.getByLabelText('Confirm password'), 'Ward2024pass');
  await chooseOption(user, 'Profession', 'Nurses');
  await fill(user, screen.getByRole('combobox', { name: 'Country' }), 'Keny');
  await user.click(await screen.findByRole('option', { name: 'Kenya' }));
}

// Filling a whole form under jsdom takes a few seconds.
describe('sign-up page', { timeout: 20_000 }, () => {
  it("shows every '{label} is required' message under its field", async () => {
    stubApi();
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Password',
      'Confirm password',
      'Profession',
      'Country',
    ]) {
      const field =
        label === 'Profession' || label === 'Country'
          ? screen.getByRole('combobox', { name: label })
          : screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(VALIDATION.required(label)),
      );
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it("enforces the password rule and shows 'Passwords do not match' on the confirmation", async () => {
    const api = stubApi();
    const { user } = await openSignUp();
    await fill(user, screen.getByLabelText('Password'), 'weakpass');
    await fill(user, screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      VALIDATION.passwordsDoNotMatch,
    );
    // The rule is the field's description and, now, its error too.
    expect(screen.getAllByText(VALIDATION.passwordRule)).toHaveLength(2);
    expect(api.calls('POST /user/onboarding/signup')).toHaveLength(0);
  });

  it('sends the request, toasts and goes to /verify with the email', async () => {
    const api = stubApi({
      'POST /user/onboarding/signup': ok({
        message: MESSAGES.accountCreated,
        user: { ...STUDENT, verified: false },
      }),
    });
    const { user, router } = await openSignUp();
    await fillValidForm(user);
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Verify your email' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountCreated)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
    expect(router.state.location.search).toBe('?email=amara%40example.com');
    expect(api.calls('POST /user/onboarding/signup')[0]?.body).toEqual({
      firstName: 'Amara',
      lastName: 'Nwosu',
      email: 'amara@example.com',
      password: 'Ward2024pass',
      profession: 'Nurses',
      country: 'Kenya',
    });
  });

  it('shows the first detail message of a refused request', async () => {
    stubApi({
      'POST /user/onboarding/signup': fail(400, 'Invalid request', 'Bad Request', [
        { path: 'country', message: 'Country is too long' },
        { path: 'email', message: 'Invalid email address' },
      ]),
    });
    const { user, router } = await openSignUp();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Country is too long')).toBeInTheDocument();
    expect(screen.queryByText('Invalid request')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('shows the response message of a 409 without details', async () => {
    const taken = 'An account with this email already exists. Sign in, or reset your password.';
    stubApi({ 'POST /user/onboarding/signup': fail(409, taken, 'Conflict') });
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(taken)).toBeInTheDocument();
  });

  it("shows 'Signup Failed' when the server cannot be reached", async () => {
    stubApi({
      'POST /user/onboarding/signup': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(MESSAGES.signupFailed)).toBeInTheDocument();
  });

  it('shows no Google sign-up when the server has no Google sign-in, and the terms and sign-in link', async () => {
    const api = stubApi();
    await openSignUp();
    await waitFor(() => expect(api.calls('GET /public/config')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByText(
        'By creating an account you agree to our Terms of Service and Privacy Policy.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});

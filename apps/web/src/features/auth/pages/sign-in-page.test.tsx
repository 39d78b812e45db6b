import { MESSAGES } from '@prepward/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { queryClient } from '../../../lib/query-client';
import { STUDENT } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const UNVERIFIED = 'Please verify your email before signing in. We can send you a new code.';
const CODE_SENT = 'If that account needs it, a new code is on its way. It is valid for 15 minutes.';

function loginReply(status: 'found' | 'private' | 'failed') {
  return ok({
    message: MESSAGES.loginSuccessful,
    jwt: 'fresh-student-jwt',
    user: STUDENT,
    firstSignIn: false,
    location: { status, country: status === 'found' ? 'Kenya' : null },
  });
}

async function openSignIn(path = '/signin') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 });
  return view;
}

async function submit(user: UserEvent, email: string, password: string) {
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.keyboard('{Enter}');
}

describe('sign-in page', { timeout: 15_000 }, () => {
  it("shows 'Email is required' and 'Password is required', then 'Invalid email address'", async () => {
    const api = stubApi();
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.click(screen.getByLabelText('Email'));
    await user.paste('not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(api.calls('POST /user/onboarding/login')).toHaveLength(0);
  });

  it('stores the token, user and account type, toasts and goes to /user', async () => {
    const api = stubApi({ 'POST /user/onboarding/login': loginReply('private') });
    const { user, router } = await openSignIn('/login');
    // What an earlier account left in the cache on this browser.
    queryClient.setQueryData(['earlier-account'], { email: 'someone.else@example.com' });
    await submit(user, ' Amara@Example.com ', 'Ward2024pass');

    expect(
      await screen.findByRole('heading', { level: 1, name: /welcome back/i }, { timeout: 5000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/user');
    expect(screen.getByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.locationFailed)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('fresh-student-jwt');
    expect(window.localStorage.getItem('accountType')).toBe('user');
    expect(JSON.parse(window.localStorage.getItem('userData')!)).toEqual({
      userData: { ...STUDENT, firstSignIn: false },
      cartUpdated: false,
    });
    expect(queryClient.getQueryData(['earlier-account'])).toBeUndefined();
    const [login] = api.calls('POST /user/onboarding/login');
    expect(login?.body).toEqual({ email: 'amara@example.com', password: 'Ward2024pass' });
    expect(login?.headers.get('Authorization')).toBeNull();
  });

  it("adds 'Failed to fetch location' only when the location lookup failed", async () => {
    stubApi({ 'POST /user/onboarding/login': loginReply('failed') });
    const { user } = await openSignIn();
    await submit(user, 'amara@example.com', 'Ward2024pass');

    expect(await screen.findByText(MESSAGES.locationFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
  });

  it("shows 'Incorrect email or password' on a 401 and stays signed out", async () => {
    stubApi({
      'POST /user/onboarding/login': fail(401, 'Incorrect email or password', 'Unauthorized'),
    });
    const { user, router } = await openSignIn();
    await submit(user, 'amara@example.com', 'wrong-password');

    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('accountType')).toBeNull();
  });

  it("takes a failed try's toast away once the sign-in succeeds", async () => {
    let tries = 0;
    stubApi({
      'POST /user/onboarding/login': () => {
        tries += 1;
        return tries === 1
          ? fail(401, 'Incorrect email or password', 'Unauthorized')
          : loginReply('found');
      },
    });
    const { user, router } = await openSignIn();
    await submit(user, 'amara@example.com', 'wrong-password');
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Ward2024pass');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Incorrect email or password')).toBeNull());
    expect(router.state.location.pathname).toBe('/user');
  });

  it("offers 'Send a new code' to an unverified student, which resends and opens /verify", async () => {
    const api = stubApi({
      'POST /user/onboarding/login': fail(403, UNVERIFIED, 'Unverified'),
      'POST /user/onboarding/verify/resend': ok({ message: CODE_SENT }),
    });
    const { user, router } = await openSignIn();
    await submit(user, 'amara@example.com', 'Ward2024pass');

    // Shown in the form (not as a toast), next to the button.
    const message = await screen.findByText(UNVERIFIED);
    expect(message.closest('[role="alert"]')).toContainElement(
      screen.getByRole('button', { name: 'Send a new code' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verify your email' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=amara%40example.com');
    expect(screen.getByText(CODE_SENT)).toBeInTheDocument();
    expect(api.calls('POST /user/onboarding/verify/resend')[0]?.body).toEqual({
      email: 'amara@example.com',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('amara@example.com');
  });

  it("shows a blacklisted student's message without offering a code", async () => {
    const banned = 'Your account has been suspended. Contact support.';
    stubApi({ 'POST /user/onboarding/login': fail(403, banned, 'Blacklisted') });
    const { user } = await openSignIn();
    await submit(user, 'amara@example.com', 'Ward2024pass');

    expect(await screen.findByText(banned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });

  it("shows 'Login Failed' when the server cannot be reached", async () => {
    stubApi({
      'POST /user/onboarding/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openSignIn();
    await submit(user, 'amara@example.com', 'Ward2024pass');
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
  });

  it('links to Forgot Password and Sign up', async () => {
    stubApi();
    await openSignIn();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});

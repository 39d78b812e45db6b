import { MESSAGES } from '@prepward/shared/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

async function openAdminSignIn() {
  const view = renderRoute('/signin/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }, { timeout: 5000 });
  return view;
}

async function submit(user: UserEvent, email: string, password: string) {
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin sign-in page', { timeout: 15_000 }, () => {
  it('requires email and password', async () => {
    const api = stubApi();
    const { user } = await openAdminSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.requests).toHaveLength(0);
  });

  it('stores the admin token and account type, toasts and lands on /admin/dashboard', async () => {
    const api = stubApi({
      'POST /admin/onboarding/authenticate': ok({
        message: MESSAGES.loginSuccessful,
        jwt: 'admin-jwt',
        admin: ADMIN,
      }),
    });
    const { user, router } = await openAdminSignIn();
    await submit(user, 'admin@example.com', 'AdminPass123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBe('admin-jwt');
    expect(window.localStorage.getItem('accountType')).toBe('admin');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.calls('POST /admin/onboarding/authenticate')[0]?.body).toEqual({
      email: 'admin@example.com',
      password: 'AdminPass123',
    });
  });

  it('shows the message of a 401', async () => {
    stubApi({
      'POST /admin/onboarding/authenticate': fail(
        401,
        'Incorrect email or password',
        'Unauthorized',
      ),
    });
    const { user, router } = await openAdminSignIn();
    await submit(user, 'admin@example.com', 'nope');
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin/admin');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });
});

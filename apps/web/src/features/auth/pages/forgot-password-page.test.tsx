import { VALIDATION } from '@prepward/shared/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';

const RESET_SENT =
  'If an account exists for that email, we have sent a code to reset the password.';
const PASSWORD_RESET = 'Your password has been reset. Please sign in.';

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openForgotPassword(path = '/forgotpassword') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, { timeout: 5000 });
  return view;
}

describe('forgot password page', { timeout: 15_000 }, () => {
  it("requires the email: 'Email is required'", async () => {
    const api = stubApi();
    const { user } = await openForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(api.requests).toHaveLength(0);
  });

  it('goes from step 1 (email) to step 2 (code and new password), then to /signin', async () => {
    const api = stubApi({
      'POST /user/onboarding/password/forgot': ok({ message: RESET_SENT }),
      'POST /user/onboarding/password/forgot/reset': ok({ message: PASSWORD_RESET }),
    });
    const { user, router } = await openForgotPassword();
    expect(screen.queryByLabelText('Reset code')).not.toBeInTheDocument();

    await type(user, screen.getByLabelText('Email'), 'Amara@example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByLabelText('Reset code')).toBeInTheDocument();
    expect(screen.getByText(RESET_SENT)).toBeInTheDocument();
    expect(screen.getByText('amara@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=reset&email=amara%40example.com');
    expect(api.calls('POST /user/onboarding/password/forgot')[0]?.body).toEqual({
      email: 'amara@example.com',
    });

    // Step 2 validates before sending.
    await type(user, screen.getByLabelText('New password'), 'Recovered2024');
    await type(user, screen.getByLabelText('Confirm password'), 'Recovered2025');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription(
      'Enter the 6-digit code',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      VALIDATION.passwordsDoNotMatch,
    );
    expect(api.calls('POST /user/onboarding/password/forgot/reset')).toHaveLength(0);

    // Non-digits are dropped from the code.
    await type(user, screen.getByLabelText('Reset code'), '123 456');
    expect(screen.getByLabelText('Reset code')).toHaveValue('123456');
    await user.clear(screen.getByLabelText('Confirm password'));
    await type(user, screen.getByLabelText('Confirm password'), 'Recovered2024');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByText(PASSWORD_RESET)).toBeInTheDocument();
    expect(api.calls('POST /user/onboarding/password/forgot/reset')[0]?.body).toEqual({
      email: 'amara@example.com',
      otp: '123456',
      password: 'Recovered2024',
    });
  });

  it("sends the code again from step 2 and shows a wrong code's message", async () => {
    const wrongCode = 'That code is not correct. Check the latest email and try again.';
    const api = stubApi({
      'POST /user/onboarding/password/forgot': ok({ message: RESET_SENT }),
      'POST /user/onboarding/password/forgot/reset': fail(400, wrongCode, 'Bad Request', [
        { path: 'otp', message: wrongCode },
      ]),
    });
    const { user, router } = await openForgotPassword(
      '/forgotpassword?step=reset&email=amara%40example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText(RESET_SENT)).toBeInTheDocument();
    expect(api.calls('POST /user/onboarding/password/forgot')).toHaveLength(1);

    await type(user, screen.getByLabelText('Reset code'), '000000');
    await type(user, screen.getByLabelText('New password'), 'Recovered2024');
    await type(user, screen.getByLabelText('Confirm password'), 'Recovered2024');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(wrongCode)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgotpassword');
  });
});

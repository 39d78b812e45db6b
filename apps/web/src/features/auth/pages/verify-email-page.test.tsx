import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';

const VERIFIED = 'Email verified. You can now sign in.';
const CODE_SENT = 'If that account needs it, a new code is on its way. It is valid for 15 minutes.';

async function openVerify(path = '/verify?email=amara%40example.com') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify your email' }, { timeout: 5000 });
  return view;
}

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('verify email page', { timeout: 15_000 }, () => {
  it('says where the code went, verifies it and goes to /signin', async () => {
    const api = stubApi({ 'POST /user/onboarding/verify': ok({ message: VERIFIED }) });
    const { user, router } = await openVerify();
    expect(screen.getByText('amara@example.com')).toBeInTheDocument();
    expect(screen.getByText(/6-digit code/)).toHaveTextContent('valid for 15 minutes');
    expect(screen.getByLabelText('Email')).toHaveValue('amara@example.com');
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await type(user, code, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByText(VERIFIED)).toBeInTheDocument();
    expect(api.calls('POST /user/onboarding/verify')[0]?.body).toEqual({
      email: 'amara@example.com',
      otp: '482913',
    });
  });

  it('asks for the 6-digit code and shows a refused code’s message', async () => {
    const wrong = 'That code is not correct. Check the latest email and try again.';
    const api = stubApi({
      'POST /user/onboarding/verify': fail(400, wrong, 'Bad Request', [
        { path: 'otp', message: wrong },
      ]),
    });
    const { user, router } = await openVerify();
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Enter the 6-digit code',
    );
    expect(api.calls('POST /user/onboarding/verify')).toHaveLength(0);

    await type(user, screen.getByLabelText('Verification code'), '000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('resends the code, then waits 60 seconds before the next one', async () => {
    const api = stubApi({ 'POST /user/onboarding/verify/resend': ok({ message: CODE_SENT }) });
    const { user } = await openVerify();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
    const waiting = await screen.findByRole('button', { name: /^Resend code in \d+s$/ });
    expect(waiting).toBeDisabled();
    expect(waiting.textContent).toMatch(/^Resend code in (60|59)s$/);
    expect(api.calls('POST /user/onboarding/verify/resend')).toHaveLength(1);
    expect(api.calls('POST /user/onboarding/verify/resend')[0]?.body).toEqual({
      email: 'amara@example.com',
    });
  });

  it('shows the message of a 429 and keeps the button available', async () => {
    const tooMany = 'Too many requests. Try again in 15 minutes.';
    stubApi({ 'POST /user/onboarding/verify/resend': fail(429, tooMany, 'Too Many Requests') });
    const { user } = await openVerify();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('needs an email before resending when none came in the address', async () => {
    const api = stubApi();
    const { user } = await openVerify('/verify');
    expect(screen.getByText(/your email address/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(api.requests).toHaveLength(0);
  });
});

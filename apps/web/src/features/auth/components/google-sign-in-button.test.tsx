import { MESSAGES } from '@prepward/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { STUDENT } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { GOOGLE_IDENTITY_SCRIPT_URL, type GoogleIdentity } from '../lib/google-identity';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const SCRIPT_SELECTOR = `script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`;

type WindowWithGoogle = Window & { google?: { accounts: { id: GoogleIdentity } } };

afterEach(() => {
  document.querySelectorAll(SCRIPT_SELECTOR).forEach((script) => script.remove());
  delete (window as WindowWithGoogle).google;
});

describe('Google sign-in button', { timeout: 15_000 }, () => {
  it('is not shown, and nothing is loaded from Google, when the server has no Google client id', async () => {
    const api = stubApi({ 'GET /public/config': ok({ googleClientId: null, supportEmail: null }) });
    renderRoute('/signin');
    await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 });
    await waitFor(() => expect(api.calls('GET /public/config')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector(SCRIPT_SELECTOR)).toBeNull();
  });

  it("loads Google's script when configured and signs in with the credential", async () => {
    const api = stubApi({
      'GET /public/config': ok({ googleClientId: CLIENT_ID, supportEmail: null }),
      'POST /user/onboarding/google': ok({
        message: MESSAGES.loginSuccessful,
        jwt: 'google-student-jwt',
        user: STUDENT,
      }),
    });
    const { router } = renderRoute('/signin');

    const script = await waitFor(
      () => {
        const found = document.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR);
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(document.querySelectorAll(SCRIPT_SELECTOR)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();

    const identity = { initialize: vi.fn(), renderButton: vi.fn() };
    (window as WindowWithGoogle).google = { accounts: { id: identity } };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });

    await waitFor(() => expect(identity.renderButton).toHaveBeenCalledTimes(1));
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, ux_mode: 'popup' }),
    );
    expect(identity.renderButton).toHaveBeenCalledWith(
      screen.getByTestId('google-button'),
      expect.objectContaining({ text: 'signin_with' }),
    );

    const [{ callback }] = identity.initialize.mock.calls.at(-1) as [
      { callback: (response: { credential: string }) => void },
    ];
    act(() => callback({ credential: 'google-id-token' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /welcome back/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    expect(api.calls('POST /user/onboarding/google')[0]?.body).toEqual({
      credential: 'google-id-token',
    });
    expect(window.localStorage.getItem('token')).toBe('google-student-jwt');
    expect(window.localStorage.getItem('accountType')).toBe('user');
    expect(screen.getByText(MESSAGES.loginSuccessful)).toBeInTheDocument();
  });
});

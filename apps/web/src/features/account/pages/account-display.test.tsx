// The account page's Display section, and how the student's text size and theme reach the
// whole app: from the browser's cache at once, then from the server; saved on change and put
// back when the server refuses.
import { DISPLAY_PREFERENCE_MESSAGES } from '@prepward/shared/display-preferences';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { STUDENT } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const html = document.documentElement;
const scheme = () => html.getAttribute('data-mantine-color-scheme');
const stored = (): unknown =>
  JSON.parse(window.localStorage.getItem('displayPreferences') ?? 'null');

const preferences = (textSize: string, colorScheme: string) =>
  ok({ preferences: { textSize, colorScheme } });

async function openAccount() {
  signInAs('user');
  const view = renderRoute('/user/account');
  await screen.findByRole('heading', { level: 1, name: 'Account' });
  return { ...view, section: screen.getByRole('region', { name: 'Display' }) };
}

afterEach(() => {
  html.style.fontSize = '';
  html.setAttribute('data-mantine-color-scheme', 'light');
});

describe('display preferences', { timeout: 20_000 }, () => {
  it('applies the server’s choice and shows it in the Display section', async () => {
    stubApi({
      'GET /user/profile': ok({ user: STUDENT }),
      'GET /user/preferences': preferences('large', 'dark'),
    });
    const { section } = await openAccount();
    await waitFor(() => expect(html.style.fontSize).toBe('112.5%'));
    expect(scheme()).toBe('dark');
    const textSize = within(section).getByRole('radiogroup', { name: 'Text size' });
    expect(within(textSize).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Kept for the next visit's first paint.
    expect(stored()).toEqual({ textSize: 'large', colorScheme: 'dark' });
  });

  it('applies a change at once and saves only what changed', async () => {
    let onServer = { textSize: 'medium', colorScheme: 'auto' };
    const api = stubApi({
      'GET /user/profile': ok({ user: STUDENT }),
      'PATCH /user/preferences': ({ body }) => {
        onServer = { ...onServer, ...(body as object) };
        return ok({ preferences: onServer });
      },
    });
    const { user, section } = await openAccount();
    await user.click(within(section).getByRole('radio', { name: 'X-large' }));
    expect(html.style.fontSize).toBe('125%');
    await waitFor(() => expect(api.calls('PATCH /user/preferences')).toHaveLength(1));
    expect(api.calls('PATCH /user/preferences')[0]?.body).toEqual({ textSize: 'x-large' });

    await user.click(within(section).getByRole('radio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    await waitFor(() => expect(api.calls('PATCH /user/preferences')).toHaveLength(2));
    expect(api.calls('PATCH /user/preferences')[1]?.body).toEqual({ colorScheme: 'dark' });
    expect(stored()).toEqual({ textSize: 'x-large', colorScheme: 'dark' });
    expect(within(section).getByRole('radio', { name: 'X-large' })).toBeChecked();
  });

  it('puts the choice back and says so when the server refuses it', async () => {
    let refuse = () => {};
    stubApi({
      'GET /user/profile': ok({ user: STUDENT }),
      'GET /user/preferences': preferences('large', 'light'),
      'PATCH /user/preferences': () =>
        new Promise((resolve) => {
          refuse = () => resolve(fail(500, 'An unexpected error occurred', 'Internal'));
        }),
    });
    const { user, section } = await openAccount();
    await waitFor(() => expect(html.style.fontSize).toBe('112.5%'));
    await user.click(within(section).getByRole('radio', { name: 'Small' }));
    // Applied while the server has not answered yet.
    await waitFor(() => expect(html.style.fontSize).toBe('87.5%'));
    expect(within(section).getByRole('radio', { name: 'Small' })).toBeChecked();
    refuse();
    expect(await screen.findByText(DISPLAY_PREFERENCE_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(html.style.fontSize).toBe('112.5%');
    expect(within(section).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(stored()).toEqual({ textSize: 'large', colorScheme: 'light' });
  });

  it('opens with the last choice kept in the browser before the server answers', () => {
    window.localStorage.setItem(
      'displayPreferences',
      JSON.stringify({ textSize: 'x-large', colorScheme: 'dark' }),
    );
    signInAs('user');
    // The first render, before any reply: the page already has the student's look.
    renderRoute('/user/account');
    expect(html.style.fontSize).toBe('125%');
    expect(scheme()).toBe('dark');
  });

  it('follows the device for Auto', async () => {
    const matchMedia = vi.mocked(window.matchMedia);
    const original = matchMedia.getMockImplementation()!;
    matchMedia.mockImplementation((query) => ({
      ...original(query),
      matches: query === '(prefers-color-scheme: dark)',
    }));
    try {
      stubApi({ 'GET /user/profile': ok({ user: STUDENT }) });
      await openAccount();
      expect(scheme()).toBe('dark');
    } finally {
      matchMedia.mockImplementation(original);
    }
  });

  it('leaves the public pages light at the browser’s text size', async () => {
    window.localStorage.setItem(
      'displayPreferences',
      JSON.stringify({ textSize: 'x-large', colorScheme: 'dark' }),
    );
    signInAs('user');
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    expect(html.style.fontSize).toBe('');
    expect(scheme()).toBe('light');
  });

  it('keeps a choice to its student: the next one on this browser starts from the defaults', async () => {
    const asStudent = (id: string) =>
      window.localStorage.setItem(
        'userData',
        JSON.stringify({ userData: { ...STUDENT, id }, cartUpdated: false }),
      );
    asStudent('first-student');
    stubApi({
      'GET /user/profile': ok({ user: STUDENT }),
      'GET /user/preferences': preferences('x-large', 'dark'),
    });
    const { user, unmount } = await openAccount();
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(stored()).toEqual({ userId: 'first-student', textSize: 'x-large', colorScheme: 'dark' });
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /sign in/i });
    expect(scheme()).toBe('light');
    expect(html.style.fontSize).toBe('');
    unmount();

    // Another student signs in here: before the server answers, the defaults, not the first one's.
    asStudent('second-student');
    signInAs('user');
    renderRoute('/user/account');
    expect(html.style.fontSize).toBe('100%');
    expect(scheme()).toBe('light');
  });
});

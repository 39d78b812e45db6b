import { MESSAGES, VALIDATION } from '@prepward/shared/messages';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi, type StubReply } from '../../../test/api-stub';
import { STUDENT } from '../../../test/fixtures';
import {
  keptValuesNotice,
  newEmailNotice,
  NO_PROFILE_CHANGES,
} from '../components/profile-section';
import { renderRoute, signInAs } from '../../../test/render-route';

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openAccount() {
  signInAs('user', 'old-student-jwt');
  const view = renderRoute('/user/account');
  await screen.findByRole('heading', { level: 1, name: 'Account' }, { timeout: 5000 });
  return view;
}

const profileSection = () => screen.getByRole('region', { name: 'Profile' });
const passwordSection = () => screen.getByRole('region', { name: 'Password settings' });

describe('account page', { timeout: 20_000 }, () => {
  describe('Profile', () => {
    it('fills in the current profile, then saves only the changed, non-empty fields', async () => {
      const api = stubApi({
        'GET /user/profile': ok({ user: STUDENT }),
        'PATCH /user/profile/update': ({ body }) =>
          ok({
            message: MESSAGES.updateSuccessful,
            user: { ...STUDENT, ...(body as object) },
            emailVerificationSent: false,
          }),
      });
      const { user } = await openAccount();
      const firstName = await within(profileSection()).findByLabelText('First name');
      expect(firstName).toHaveValue('Amara');
      expect(screen.getByLabelText('Last name')).toHaveValue('Nwosu');
      expect(screen.getByLabelText('Email')).toHaveValue('amara@example.com');
      expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveValue('Nurses');
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Kenya');

      await user.clear(firstName);
      await type(user, firstName, 'Amarachi');
      // An emptied field is not sent: the saved value stays.
      await user.clear(screen.getByLabelText('Last name'));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText(MESSAGES.updateSuccessful)).toBeInTheDocument();
      expect(api.calls('PATCH /user/profile/update')[0]?.body).toEqual({ firstName: 'Amarachi' });
      expect(screen.getByLabelText('First name')).toHaveValue('Amarachi');
      expect(screen.getByLabelText('Last name')).toHaveValue('Nwosu');
      expect(JSON.parse(window.localStorage.getItem('userData')!)).toMatchObject({
        userData: { firstName: 'Amarachi', lastName: 'Nwosu' },
      });
      expect(screen.queryByText(newEmailNotice(STUDENT.email))).not.toBeInTheDocument();
    });

    it('says a code went to a new email address', async () => {
      stubApi({
        'GET /user/profile': ok({ user: STUDENT }),
        'PATCH /user/profile/update': ({ body }) =>
          ok({
            message: MESSAGES.updateSuccessful,
            user: { ...STUDENT, ...(body as object), verified: false },
            emailVerificationSent: true,
          }),
      });
      const { user } = await openAccount();
      const email = await within(profileSection()).findByLabelText('Email');
      await user.clear(email);
      await type(user, email, 'new@example.com');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(newEmailNotice('new@example.com'))).toBeInTheDocument();
    });

    it('does not call the server when nothing changed', async () => {
      const api = stubApi({ 'GET /user/profile': ok({ user: STUDENT }) });
      const { user } = await openAccount();
      await within(profileSection()).findByLabelText('First name');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Nothing to save: no field has changed.')).toBeVisible();
      expect(api.calls('PATCH /user/profile/update')).toHaveLength(0);
    });

    it('says an emptied name keeps its saved value, rather than that nothing changed', async () => {
      const api = stubApi({ 'GET /user/profile': ok({ user: STUDENT }) });
      const { user } = await openAccount();
      const firstName = await within(profileSection()).findByLabelText('First name');
      await user.clear(firstName);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(keptValuesNotice(['First name']))).toBeVisible();
      expect(screen.queryByText(NO_PROFILE_CHANGES)).toBeNull();
      expect(screen.getByLabelText('First name')).toHaveValue('Amara');
      expect(api.calls('PATCH /user/profile/update')).toHaveLength(0);
    });

    it('checks the email and shows the message of a refused update', async () => {
      const taken = 'Another account already uses this email';
      const api = stubApi({
        'GET /user/profile': ok({ user: STUDENT }),
        'PATCH /user/profile/update': fail(409, taken, 'Conflict'),
      });
      const { user } = await openAccount();
      const email = await within(profileSection()).findByLabelText('Email');
      await user.clear(email);
      await type(user, email, 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(email).toHaveAccessibleDescription(VALIDATION.invalidEmail);
      expect(api.calls('PATCH /user/profile/update')).toHaveLength(0);

      await user.clear(email);
      await type(user, email, 'someone@example.com');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(taken)).toBeInTheDocument();
      expect(api.calls('PATCH /user/profile/update')[0]?.body).toEqual({
        email: 'someone@example.com',
      });
    });

    it("shows 'Update Failed, please try again later' when the server cannot be reached", async () => {
      stubApi({
        'GET /user/profile': ok({ user: STUDENT }),
        'PATCH /user/profile/update': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const { user } = await openAccount();
      const firstName = await within(profileSection()).findByLabelText('First name');
      await type(user, firstName, 'x');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(MESSAGES.updateFailed)).toBeInTheDocument();
    });

    it('shows a loading state, then an error with a retry', async () => {
      let reply: StubReply = fail(500, 'Database unavailable', 'Internal Server Error');
      const api = stubApi({ 'GET /user/profile': () => reply });
      const { user } = await openAccount();
      expect(within(profileSection()).getByRole('status')).toHaveTextContent('Loading...');

      expect(
        await within(profileSection()).findByText('Your profile could not be loaded', undefined, {
          timeout: 5000,
        }),
      ).toBeInTheDocument();
      expect(within(profileSection()).getByText('Database unavailable')).toBeInTheDocument();

      reply = ok({ user: STUDENT });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('First name')).toHaveValue('Amara');
      expect(api.calls('GET /user/profile').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('Password settings', () => {
    it('requires each field, 6 characters and a matching confirmation', async () => {
      const api = stubApi({ 'GET /user/profile': ok({ user: STUDENT }) });
      const { user } = await openAccount();
      const section = passwordSection();
      await user.click(within(section).getByRole('button', { name: 'Update password' }));
      expect(within(section).getByLabelText('Old password')).toHaveAccessibleDescription(
        'Old password is required',
      );
      expect(within(section).getByLabelText('New password')).toHaveAccessibleDescription(
        'New password is required',
      );
      expect(within(section).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        'Confirm new password is required',
      );

      await type(user, within(section).getByLabelText('Old password'), '12345');
      await type(user, within(section).getByLabelText('New password'), 'abcdef');
      await type(user, within(section).getByLabelText('Confirm new password'), 'abcdeg');
      await user.click(within(section).getByRole('button', { name: 'Update password' }));
      expect(within(section).getByLabelText('Old password')).toHaveAccessibleDescription(
        VALIDATION.changePasswordMin,
      );
      expect(within(section).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        VALIDATION.passwordsDoNotMatch,
      );
      expect(api.calls('PATCH /user/onboarding/password/reset')).toHaveLength(0);
    });

    it('refuses a new password equal to the old one before sending it', async () => {
      const api = stubApi({ 'GET /user/profile': ok({ user: STUDENT }) });
      const { user } = await openAccount();
      const section = passwordSection();
      await type(user, within(section).getByLabelText('Old password'), 'Ward2024pass');
      await type(user, within(section).getByLabelText('New password'), 'Ward2024pass');
      await type(user, within(section).getByLabelText('Confirm new password'), 'Ward2024pass');
      await user.click(within(section).getByRole('button', { name: 'Update password' }));
      expect(within(section).getByLabelText('New password')).toHaveAccessibleDescription(
        'Choose a password different from your current one.',
      );
      expect(api.calls('PATCH /user/onboarding/password/reset')).toHaveLength(0);
    });

    it('stores the new token, toasts and empties the form', async () => {
      const api = stubApi({
        'GET /user/profile': ok({ user: STUDENT }),
        'PATCH /user/onboarding/password/reset': ok({
          message: MESSAGES.passwordUpdated,
          jwt: 'new-student-jwt',
          user: STUDENT,
        }),
      });
      const { user } = await openAccount();
      const section = passwordSection();
      await type(user, within(section).getByLabelText('Old password'), 'Ward2024pass');
      await type(user, within(section).getByLabelText('New password'), 'Changed2024');
      await type(user, within(section).getByLabelText('Confirm new password'), 'Changed2024');
      await user.keyboard('{Enter}');

      expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
      expect(window.localStorage.getItem('token')).toBe('new-student-jwt');
      expect(window.localStorage.getItem('accountType')).toBe('user');
      const [change] = api.calls('PATCH /user/onboarding/password/reset');
      expect(change?.body).toEqual({ oldPassword: 'Ward2024pass', newPassword: 'Changed2024' });
      expect(change?.headers.get('Authorization')).toBe('Bearer old-student-jwt');
      expect(within(section).getByLabelText('Old password')).toHaveValue('');
      expect(within(section).getByLabelText('Confirm new password')).toHaveValue('');
    });

    it('shows the message of a wrong old password and keeps the session', async () => {
      const wrong = 'Your current password is not correct';
      stubApi({
        'GET /user/profile': ok({ user: STUDENT }),
        'PATCH /user/onboarding/password/reset': fail(400, wrong, 'Bad Request', [
          { path: 'oldPassword', message: wrong },
        ]),
      });
      const { user, router } = await openAccount();
      const section = passwordSection();
      await type(user, within(section).getByLabelText('Old password'), 'not-my-password');
      await type(user, within(section).getByLabelText('New password'), 'Changed2024');
      await type(user, within(section).getByLabelText('Confirm new password'), 'Changed2024');
      await user.click(within(section).getByRole('button', { name: 'Update password' }));

      expect(await screen.findByText(wrong)).toBeInTheDocument();
      expect(window.localStorage.getItem('token')).toBe('old-student-jwt');
      expect(router.state.location.pathname).toBe('/user/account');
    });
  });
});

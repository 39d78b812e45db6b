import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import { ZProfileForm, type TStudent } from '@prepward/shared/schemas/auth';
import { CountrySelect } from '../../../components/country-select';
import { PageLoader } from '../../../components/page-loader';
import { ProfessionSelect } from '../../../components/profession-select';
import { failureMessage } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountCard } from './account-card';
import {
  emptiedFields,
  profileChanges,
  profileFormValues,
  type ProfileFormValues,
} from './profile-changes';
import { EmailInput } from '../../../components/email-input';
import { LoadError } from '../../../components/load-error';

/** Shown after an email change: the new address must be verified before the next sign-in. */
export const newEmailNotice = (email: string) =>
  `We sent a 6-digit code to ${email}. Enter it on the verify page before you next sign in.`;

export const NO_PROFILE_CHANGES = 'Nothing to save: no field has changed.';

/** After only emptying fields: they cannot be emptied, so they keep their saved values. */
export const keptValuesNotice = (labels: string[]) =>
  `${labels.join(', ')} cannot be left empty: the saved ${labels.length === 1 ? 'value is' : 'values are'} kept.`;

function ProfileForm({ user }: { user: TStudent }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(user),
    validate: schemaResolver(ZProfileForm, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: ProfileFormValues) => {
    if (updateProfile.isPending) return;
    const changes = profileChanges(values, user);
    if (Object.keys(changes).length === 0) {
      const emptied = emptiedFields(values, user);
      // A field cannot be emptied: say so rather than that nothing changed, and show it again.
      if (emptied.length > 0) {
        notifyInfo(keptValuesNotice(emptied));
        form.setValues(profileFormValues(user));
      } else {
        notifyInfo(NO_PROFILE_CHANGES);
      }
      return;
    }
    updateProfile.mutate(changes, {
      onSuccess: ({ user: saved, emailVerificationSent }) => {
        notifySuccess(MESSAGES.updateSuccessful);
        if (emailVerificationSent) notifyInfo(newEmailNotice(saved.email));
        const next = profileFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
      },
      onError: (err) => notifyError(failureMessage(err, MESSAGES.updateFailed)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            {...form.getInputProps('fname')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            {...form.getInputProps('lname')}
          />
        </SimpleGrid>
        <EmailInput {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <ProfessionSelect {...form.getInputProps('profession')} />
          <CountrySelect {...form.getInputProps('country')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Profile': the current details, editable; only changed, non-empty fields are sent. */
export function ProfileSection() {
  const profile = useProfile();
  return (
    <AccountCard title="Profile" description="Your name, email address, profession and country.">
      {profile.isPending ? <PageLoader /> : null}
      {profile.isError ? (
        <LoadError
          title="Your profile could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : null}
      {profile.isSuccess ? <ProfileForm user={profile.data} /> : null}
    </AccountCard>
  );
}

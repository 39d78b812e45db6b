import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZChangePasswordForm, type TChangePasswordRequest } from '@prepward/shared/schemas/auth';
import { markInvalid } from '../lib/forms';

type ChangePasswordValues = { oldpass: string; newpass: string; confirmnewpass: string };

const EMPTY: ChangePasswordValues = { oldpass: '', newpass: '', confirmnewpass: '' };

type ChangePasswordFormProps = {
  /** Sends the change; calls `reset` once it succeeded. */
  onSubmit: (request: TChangePasswordRequest, reset: () => void) => void;
  loading: boolean;
  /** Shows a Cancel button (in a modal). */
  onCancel?: () => void;
};

/** Old, new and confirm new password (students' account page and the admin modal). */
export function ChangePasswordForm({ onSubmit, loading, onCancel }: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordValues>({
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePasswordForm, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: ChangePasswordValues) => {
    if (loading) return;
    const { oldpass, newpass } = ZChangePasswordForm.parse(values);
    onSubmit({ oldPassword: oldpass, newPassword: newpass }, form.reset);
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Old password"
          autoComplete="current-password"
          {...form.getInputProps('oldpass')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newpass')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmnewpass')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={loading}>
            Update password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

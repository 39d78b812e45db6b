import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import { ZAddAdminRequest } from '@prepward/shared/schemas/admin';
import { EmailInput } from '../../../components/email-input';
import { errorMessage, failureMessage, isApiError } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddAdmin } from '../api/add-admin';
import { AccessFields } from './access-fields';

type FormValues = {
  name: string;
  email: string;
  password: string;
  roles: string[];
  examAccess: string[];
};

const EMPTY: FormValues = { name: '', email: '', password: '', roles: [], examAccess: [] };

/** 'Add new Administrator': name, email, password and a role required; exam access optional. */
export function AddAdminDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const addAdmin = useAddAdmin();
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(ZAddAdminRequest, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });
  const close = () => {
    if (addAdmin.isPending) return;
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add new Administrator" centered size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          addAdmin.mutate(ZAddAdminRequest.parse(values), {
            onSuccess: () => {
              notifySuccess(MESSAGES.adminAdded);
              form.reset();
              onClose();
            },
            onError: (err) => {
              // A field the server refused (a taken email, an unknown exam) shows under it.
              if (isApiError(err)) {
                for (const detail of err.details)
                  form.setFieldError(detail.path.split('.')[0]!, detail.message);
                if (err.status === 409) form.setFieldError('email', errorMessage(err));
              }
              notifyError(failureMessage(err, MESSAGES.failed));
            },
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <EmailInput withAsterisk autoComplete="off" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            description="At least 8 characters. Share it with the new administrator privately."
            {...form.getInputProps('password')}
          />
          <AccessFields
            opened={opened}
            rolesProps={form.getInputProps('roles')}
            examAccessProps={form.getInputProps('examAccess')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={addAdmin.isPending}>
              Add Administrator
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

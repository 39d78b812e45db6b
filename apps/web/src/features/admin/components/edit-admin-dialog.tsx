import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import { ZUpdateAdminRequest, type TAdministrator } from '@prepward/shared/schemas/admin';
import { failureMessage, isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateAdmin } from '../api/update-admin';
import { AccessFields } from './access-fields';

type FormValues = { roles: string[]; examAccess: string[] };

/**
 * Edit an administrator's roles and exam access. Mounted per administrator, so it starts from
 * its values; exams since deleted are left out of its access.
 */
export function EditAdminDialog({
  admin,
  onClose,
}: {
  admin: TAdministrator;
  onClose: () => void;
}) {
  const updateAdmin = useUpdateAdmin();
  const form = useForm<FormValues>({
    initialValues: { roles: admin.roles, examAccess: admin.exams.map((exam) => exam.id) },
    validate: schemaResolver(ZUpdateAdminRequest, { sync: true }),
  });
  const close = () => {
    if (!updateAdmin.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title={`Edit ${admin.name}`} centered size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          updateAdmin.mutate(
            { id: admin.id, changes: ZUpdateAdminRequest.parse(values) },
            {
              onSuccess: () => {
                notifySuccess(ADMINISTRATION_MESSAGES.adminUpdated);
                onClose();
              },
              onError: (err) => {
                // A field the server refused (an exam since deleted) shows under it.
                if (isApiError(err)) {
                  for (const detail of err.details)
                    form.setFieldError(detail.path.split('.')[0]!, detail.message);
                }
                notifyError(failureMessage(err, MESSAGES.failed));
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {admin.email}
          </Text>
          <AccessFields
            opened
            rolesProps={form.getInputProps('roles')}
            examAccessProps={form.getInputProps('examAccess')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={updateAdmin.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

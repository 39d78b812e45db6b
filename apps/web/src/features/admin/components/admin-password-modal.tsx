import { Modal, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeAdminPassword } from '../api/change-admin-password';

type AdminPasswordModalProps = { opened: boolean; onClose: () => void };

/** 'Password settings' for the signed-in administrator; closes on success or Cancel. */
export function AdminPasswordModal({ opened, onClose }: AdminPasswordModalProps) {
  const changePassword = useChangeAdminPassword();
  const close = () => {
    if (!changePassword.isPending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Password settings"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c="dimmed" mb="md">
        Changing your password signs you out on your other devices.
      </Text>
      <ChangePasswordForm
        loading={changePassword.isPending}
        onCancel={close}
        onSubmit={(request, reset) =>
          changePassword.mutate(request, {
            onSuccess: () => {
              notifySuccess(MESSAGES.passwordUpdated);
              reset();
              onClose();
            },
            onError: (err) => notifyError(failureMessage(err, MESSAGES.updateFailed)),
          })
        }
      />
    </Modal>
  );
}

import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import {
  BLACKLIST_REASON_MAX,
  ZBlacklistRequest,
  type TBlacklistRequest,
} from '@prepward/shared/schemas/admin-users';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBlacklistUser } from '../api/blacklist-user';

type BlacklistDialogProps = {
  opened: boolean;
  onClose: () => void;
  userId: string;
  userName: string;
};

/** The blacklist dialog: a reason, which is stored and shown to the staff. */
export function BlacklistDialog({ opened, onClose, userId, userName }: BlacklistDialogProps) {
  const blacklist = useBlacklistUser(userId);
  const form = useForm<TBlacklistRequest>({
    initialValues: { reason: '' },
    validate: schemaResolver(ZBlacklistRequest, { sync: true }),
  });
  const close = () => {
    if (blacklist.isPending) return;
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Blacklist user" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          blacklist.mutate(ZBlacklistRequest.parse(values), {
            onSuccess: () => {
              notifySuccess(ADMINISTRATION_MESSAGES.userBlacklisted);
              form.reset();
              onClose();
            },
            onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm">
            {userName} will be signed out at once and cannot sign in until you lift the
            blacklisting.
          </Text>
          <Textarea
            label="Reason"
            description="Stored with the account and shown to the staff."
            rows={4}
            maxLength={BLACKLIST_REASON_MAX}
            withAsterisk
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={blacklist.isPending}>
              Blacklist
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
